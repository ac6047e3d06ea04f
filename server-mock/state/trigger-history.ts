import { dayOf, today } from './dates.ts';
import { selectSeries } from './facts.ts';
import { approve, extendSeries } from './lifecycle.ts';
import { withdraw } from './ledger.ts';
import type { LedgerEntry, Podspot, User } from './models.ts';
import { creditMonthWork } from './month-end.ts';
import { firstDayOf, monthOfDay, nextMonth } from './months.ts';
import { openPayoutAccount } from './payouts.ts';
import type { Store } from './store.ts';
import { payDueWithdrawals } from './withdrawals.ts';

const DAY_MS = 86_400_000;
const monthBefore = (month: string) => monthOfDay(firstDayOf(month) - 1);
const drain = <T>(work: Generator<void, T>): T => {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
};

/**
 * When a triggered publisher's past starts (docs/decisions/0047-trigger-makes-a-past.md): noon on the first day of the
 * month before last, so that two month ends lie behind the clock and a withdrawal asked for at the first has arrived.
 */
export function pastStartMs(nowMs: number): number {
  const month = monthBefore(monthBefore(monthOfDay(today(nowMs))));
  return dayOf(`${month}-01`) * DAY_MS + DAY_MS / 2;
}

/**
 * A podspot approved on the day it went pending (`pastStartMs`) earns until now, and each of its months that ended is
 * credited to its publisher as a month end credits them (state/month-end.ts), the last on the 1st of the clock's month.
 * Returns the credits, oldest first.
 */
export function earnSincePending(store: Store, user: User, podspot: Podspot, nowMs: number): LedgerEntry[] {
  const startDay = today(podspot.pending_since!);
  approve(store, podspot, startDay);
  extendSeries(store, podspot, today(nowMs));
  const bySeries = selectSeries(store, { publisherUserId: user.id });
  const owners = new Map(store.podcasts.map((p) => [p.id, p.owner_id]));
  const credits: LedgerEntry[] = [];
  for (let month = monthOfDay(startDay); month < monthOfDay(today(nowMs)); month = nextMonth(month))
    credits.push(...drain(creditMonthWork(store, month, bySeries, owners)));
  return credits;
}

/**
 * The publisher opens a payout account (the bank country US) and finishes it at the provider, withdraws its first
 * credit in whole dollars (what POST /stripe/withdraw takes) the moment it is available, and the withdrawal is paid on
 * its arrival day (state/withdrawals.ts). Returns the withdrawal, or undefined when there is not a dollar to withdraw.
 */
export function withdrawFirstCredit(store: Store, user: User, first: LedgerEntry, nowMs: number) {
  const cents = Math.floor(first.amount_cents / 100) * 100;
  if (cents < 100) return undefined;
  openPayoutAccount(store, user.id, 'US').account.onboarded = true;
  const outcome = withdraw(store, user.id, cents, Date.parse(first.created_at));
  if (!outcome.ok) return undefined;
  payDueWithdrawals(store, nowMs);
  return outcome.entry;
}
