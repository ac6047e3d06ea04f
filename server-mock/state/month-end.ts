import { selectSeries, sumRange } from './facts.ts';
import { firstDayOf, lastDayOf, monthLabel, monthOfDay, nextMonth } from './months.ts';
import { nextId, type Store } from './store.ts';

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
 * month, 06:00 UTC, as the scenarios write them. Returns whether any entry was added.
 */
export function closeEndedMonths(store: Store, day: number): boolean {
  const thisMonth = monthOfDay(day);
  let month = firstOpenMonth(store);
  if (!month || month >= thisMonth) return false;
  const bySeries = selectSeries(store, {});
  const owners = new Map(store.podcasts.map((p) => [p.id, p.owner_id]));
  let added = false;
  for (; month < thisMonth; month = nextMonth(month)) {
    const earned = new Map<number, number>();
    for (const { series, publisherPodcastId } of bySeries) {
      const owner = owners.get(publisherPodcastId);
      const cents = sumRange(series, 'earnings_cents', firstDayOf(month), lastDayOf(month));
      if (owner != null && cents > 0) earned.set(owner, (earned.get(owner) ?? 0) + cents);
    }
    for (const [userId, cents] of [...earned].sort(([a], [b]) => a - b)) {
      store.ledger.push({
        id: nextId(store),
        user_id: userId,
        created_at: `${nextMonth(month)}-01T06:00:00.000Z`,
        description: `Earnings for ${monthLabel(month)}`,
        amount_cents: cents,
        kind: 'earning',
      });
      added = true;
    }
  }
  return added;
}
