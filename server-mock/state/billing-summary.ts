import { isoOf, today } from './dates.ts';
import { selectSeries, sumRange } from './facts.ts';
import { balanceCents } from './ledger.ts';
import type { LedgerEntry } from './models.ts';
import { firstDayOf, monthOfDay } from './months.ts';
import { arrivalIso, availableDay } from './payout-dates.ts';
import { payoutAccountOf } from './payouts.ts';
import type { Store } from './store.ts';
import { withdrawalsOf } from './withdrawals.ts';

/** Paid withdrawals the summary lists, newest first: the ledger holds the whole history. */
export const PAID_SHOWN = 5;

/** A withdrawal as the summary lists it; money in cents until the route turns it into dollars. */
export type SummaryWithdrawal = { id: number; amount_cents: number; requested_at: string; date: string };

/**
 * The way from earned to paid for one publisher (docs/behaviour/billing.md#billing-summary), all read from the state
 * and the sandbox's clock: this month's earnings so far and the day they become available, the available balance
 * (withdrawals in flight are already taken from it), the withdrawals on their way with the day each is expected,
 * the latest paid ones with the day they arrived, and the payout account.
 */
export function billingSummary(store: Store, userId: number, nowMs: number) {
  const day = today(nowMs);
  const month = monthOfDay(day);
  let accruingCents = 0;
  // Earlier months are credited to the ledger by the time anyone reads (state/month-end.ts): this month is the rest.
  for (const { series } of selectSeries(store, { publisherUserId: userId }))
    accruingCents += sumRange(series, 'earnings_cents', firstDayOf(month), day);
  const { inFlight, paid } = withdrawalsOf(store, userId);
  const account = payoutAccountOf(store, userId);
  const listed = (e: LedgerEntry, date: string): SummaryWithdrawal => ({
    id: e.id,
    amount_cents: -e.amount_cents,
    requested_at: e.created_at,
    date: date.slice(0, 10),
  });
  return {
    accruing: { month, amountCents: accruingCents, availableOn: isoOf(availableDay(day)) },
    availableCents: balanceCents(store, userId),
    inFlight: inFlight.map((e) => listed(e, arrivalIso(e.created_at))),
    paid: paid.slice(0, PAID_SHOWN).map((e) => listed(e, e.paid_at!)),
    paidCount: paid.length,
    account: { created: Boolean(account), onboarded: Boolean(account?.onboarded) },
  };
}
