import { isoOf, nowIso, today } from './dates.ts';
import { dailyTotals, type DailyTotals } from './daily-totals.ts';
import { selectSeries } from './facts.ts';
import type { LedgerEntry, Role, User } from './models.ts';
import { nextId, type Store } from './store.ts';

export const LEDGERS = ['earnings', 'budget'] as const;
export type Ledger = (typeof LEDGERS)[number];

/** The role each ledger needs. */
export const LEDGER_ROLES = { earnings: 'publisher', budget: 'advertiser' } as const satisfies Record<Ledger, Role>;

/**
 * The ledger a user reads unless they ask for one: the publisher's earnings, or the budget of an advertiser-only
 * user. A user with both roles asks for the budget on the advertising page.
 */
export const defaultLedger = (user: User): Ledger => (user.roles.includes('publisher') ? 'earnings' : 'budget');

/** A transaction as the billing screens list it; money in cents until the route turns it into dollars. */
export type Transaction = { created_at: string; description: string; amount_cents: number };

const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const nextMonthFirst = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const newestFirst = (a: Transaction, b: Transaction) => b.created_at.localeCompare(a.created_at);

/** The publisher's available balance: the sum of their ledger (monthly earnings less withdrawals). */
export const balanceCents = (store: Store, userId: number): number =>
  store.ledger.reduce((sum, e) => (e.user_id === userId ? sum + e.amount_cents : sum), 0);

export const publisherTransactions = (store: Store, userId: number): Transaction[] =>
  store.ledger
    .filter((e) => e.user_id === userId)
    .map(toTransaction)
    .sort(newestFirst);

const toTransaction = ({ created_at, description, amount_cents }: LedgerEntry): Transaction => ({
  created_at,
  description,
  amount_cents,
});

/** Campaign spend per calendar month ('YYYY-MM' → cents), from the advertiser's per-day spend. */
export function spendByMonth({ firstDay, sums }: DailyTotals<'spend_cents'>): Map<string, number> {
  const months = new Map<string, number>();
  sums.spend_cents.forEach((cents, i) => {
    const month = isoOf(firstDay + i).slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + cents);
  });
  return months;
}

/** The advertiser's spend per month, summed from every daily series of their campaigns. */
export const advertiserSpendByMonth = (store: Store, userId: number) =>
  spendByMonth(dailyTotals(selectSeries(store, { advertiserUserId: userId }), ['spend_cents']));

/**
 * The advertiser's prepaid budget: deposits from the budget ledger; spend always from the daily series
 * (never from stored `budget_spend` entries, so it cannot be counted twice).
 */
export function budgetSummary(
  store: Store,
  userId: number,
  months = advertiserSpendByMonth(store, userId),
): { depositCents: number; spendCents: number } {
  const depositCents = store.budget.reduce(
    (s, e) => (e.user_id === userId && e.kind === 'budget_deposit' ? s + e.amount_cents : s),
    0,
  );
  let spendCents = 0;
  for (const cents of months.values()) spendCents += cents;
  return { depositCents, spendCents };
}

/**
 * The budget ledger: deposits (positive) and one spend entry per month (negative), newest first. A
 * closed month's spend is dated the first of the next month; the running month's is dated now.
 */
export function budgetTransactions(
  store: Store,
  userId: number,
  nowMs: number,
  months = advertiserSpendByMonth(store, userId),
): Transaction[] {
  const thisMonth = isoOf(today(nowMs)).slice(0, 7);
  const deposits = store.budget.filter((e) => e.user_id === userId && e.kind === 'budget_deposit').map(toTransaction);
  const spend = [...months]
    .filter(([, cents]) => cents > 0)
    .map(([month, cents]): Transaction => ({
      created_at: month >= thisMonth ? nowIso(nowMs) : `${nextMonthFirst(month)}T00:00:00.000Z`,
      description: `Campaign spend for ${monthLabel(month)}${month >= thisMonth ? ' (month to date)' : ''}`,
      amount_cents: -cents,
    }));
  return [...deposits, ...spend].sort(newestFirst);
}

/** `spendMonths`: the advertiser's spend per month when the caller keeps it (the budget ledger reads it). */
export const transactionsOf = (
  store: Store,
  userId: number,
  ledger: Ledger,
  nowMs: number,
  spendMonths?: Map<string, number>,
): Transaction[] =>
  ledger === 'earnings' ? publisherTransactions(store, userId) : budgetTransactions(store, userId, nowMs, spendMonths);

export type WithdrawOutcome =
  | { ok: true; entry: LedgerEntry; balanceCents: number }
  | { ok: false; reason: 'no_account' | 'onboarding_incomplete' | 'insufficient'; balanceCents: number };

/**
 * Checks and writes in one synchronous step: nothing can run between the balance check and the ledger
 * write, so concurrent withdrawals can never together take more than the balance.
 */
export function withdraw(store: Store, userId: number, cents: number, nowMs: number): WithdrawOutcome {
  const account = store.payoutAccounts.find((a) => a.user_id === userId);
  const balance = balanceCents(store, userId);
  if (!account) return { ok: false, reason: 'no_account', balanceCents: balance };
  if (!account.onboarded) return { ok: false, reason: 'onboarding_incomplete', balanceCents: balance };
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > balance)
    return { ok: false, reason: 'insufficient', balanceCents: balance };
  const entry: LedgerEntry = {
    id: nextId(store),
    user_id: userId,
    created_at: nowIso(nowMs),
    description: 'Withdrawal to bank account',
    amount_cents: -cents,
    kind: 'withdrawal',
  };
  store.ledger.push(entry);
  return { ok: true, entry, balanceCents: balance - cents };
}
