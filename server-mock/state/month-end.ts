import { readCost, selectSeries, sumRange, type SelectedSeries } from './facts.ts';
import type { LedgerEntry } from './models.ts';
import { firstDayOf, lastDayOf, monthLabel, monthOfDay, nextMonth } from './months.ts';
import { nextId, type Store } from './store.ts';

/** Series read between two yields (state/facts.ts readCost: a first read counts more). */
const PIECE = 64;

/**
 * The first month whose earnings are not credited yet: the month the newest "Earnings for …" entry was written in
 * (a month is credited on the 1st of the next), or, before any credit, the month of the first day anything earned.
 */
function firstOpenMonth(store: Store): string | null {
  let newest = '';
  for (const entry of store.ledger)
    if (entry.kind === 'earning' && entry.created_at > newest) newest = entry.created_at;
  if (newest) return newest.slice(0, 7);
  let firstDay = Infinity;
  for (const series of store.series) firstDay = Math.min(firstDay, series.first_day);
  return Number.isFinite(firstDay) ? monthOfDay(firstDay) : null;
}

/**
 * At each month's end its earnings become available (docs/behaviour/billing.md#earnings-by-podcast): every publisher
 * who earned in a month that ended before `day` gets an "Earnings for {Month Year}" credit dated the 1st of the next
 * month, 06:00 UTC, as the scenarios write them. Yields after each month, so that a long catch-up can pause between
 * them (state/lifecycle.ts lifecycleWork). Returns whether any entry was added.
 */
export function* closeEndedMonthsWork(store: Store, day: number): Generator<void, boolean> {
  // Months after the last day any series holds earned nothing: skipping them keeps a long clock jump as cheap as a
  // short one (state/lifecycle.ts ends a spent campaign's series).
  let lastHeld = -Infinity;
  for (const series of store.series) lastHeld = Math.max(lastHeld, series.first_day + series.impressions.length - 1);
  const thisMonth = monthOfDay(day);
  const end = Number.isFinite(lastHeld) ? nextMonth(monthOfDay(lastHeld)) : thisMonth;
  const until = end < thisMonth ? end : thisMonth;
  let month = firstOpenMonth(store);
  if (!month || month >= until) return false;
  const bySeries = selectSeries(store, {});
  yield; // a pass over every series and podspot: 1–5 ms on `large` under load
  const owners = new Map(store.podcasts.map((p) => [p.id, p.owner_id]));
  let added = false;
  for (; month < until; month = nextMonth(month)) {
    added = (yield* creditMonthWork(store, month, bySeries, owners)).length > 0 || added;
    yield;
  }
  return added;
}

/**
 * Credits the earnings of `month` in `bySeries` to their podcasts' owners, one entry per publisher in id order; yields
 * every few series. Returns the entries added.
 */
export function* creditMonthWork(
  store: Store,
  month: string,
  bySeries: readonly SelectedSeries[],
  owners: ReadonlyMap<number, number | null>,
): Generator<void, LedgerEntry[]> {
  const earned = new Map<number, number>();
  const [first, last] = [firstDayOf(month), lastDayOf(month)]; // once per month: a date parse costs more than a sum
  let read = 0;
  for (const { series, publisherPodcastId } of bySeries) {
    read += readCost(series); // a series' first read makes its running sums (state/facts.ts)
    if (read >= PIECE) {
      read = 0;
      yield;
    }
    const owner = owners.get(publisherPodcastId);
    const cents = sumRange(series, 'earnings_cents', first, last);
    if (owner != null && cents > 0) earned.set(owner, (earned.get(owner) ?? 0) + cents);
  }
  const added: LedgerEntry[] = [];
  for (const [userId, cents] of [...earned].sort(([a], [b]) => a - b)) {
    const entry: LedgerEntry = {
      id: nextId(store),
      user_id: userId,
      created_at: `${nextMonth(month)}-01T06:00:00.000Z`,
      description: `Earnings for ${monthLabel(month)}`,
      amount_cents: cents,
      kind: 'earning',
    };
    store.ledger.push(entry);
    added.push(entry);
  }
  return added;
}
