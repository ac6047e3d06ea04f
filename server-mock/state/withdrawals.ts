import type { LedgerEntry } from './models.ts';
import { arrivalIso } from './payout-dates.ts';
import type { Store } from './store.ts';

const isWithdrawal = (e: LedgerEntry) => e.kind === 'withdrawal';

/**
 * Marks paid every withdrawal whose expected arrival has come by `nowMs`, dated that arrival (not the moment this
 * noticed it), as the month-end credits are dated the 1st. Runs in the lifecycle step (state/lifecycle.ts), so a
 * clock jump pays what real time would have. Returns whether any was marked.
 */
export function payDueWithdrawals(store: Store, nowMs: number): boolean {
  let paid = false;
  for (const entry of store.ledger) {
    if (!isWithdrawal(entry) || entry.paid_at) continue;
    const arrival = arrivalIso(entry.created_at);
    if (Date.parse(arrival) > nowMs) continue;
    entry.paid_at = arrival;
    paid = true;
  }
  return paid;
}

/** The user's withdrawals, newest first: those still on their way and those paid. */
export function withdrawalsOf(store: Store, userId: number): { inFlight: LedgerEntry[]; paid: LedgerEntry[] } {
  const mine = store.ledger
    .filter((e) => e.user_id === userId && isWithdrawal(e))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return { inFlight: mine.filter((e) => !e.paid_at), paid: mine.filter((e) => e.paid_at) };
}
