import type { AppContext } from '../context.ts';
import { dailyTotals, type DailyTotals } from '../state/daily-totals.ts';
import { selectSeries, type SelectedSeries, type SeriesField, type SeriesFilter } from '../state/facts.ts';
import { spendByMonth } from '../state/ledger.ts';

// Reports, charts and the budget read the same selections of tens of thousands of daily series on `xlarge`: each is
// made once per state version (ctx.lists, emptied by ctx.changed()). Keys list the filter's fields in a fixed order.
const filterKey = (f: SeriesFilter) =>
  [f.publisherUserId, f.advertiserUserId, f.publisherPodcastId, f.advertiserPodcastId, f.campaignId].join(',');

/** The daily series matching `filter`, kept until the next change. */
export const memoSeries = (ctx: AppContext, filter: SeriesFilter): SelectedSeries[] =>
  ctx.lists.get(ctx.store, `series ${filterKey(filter)}`, () => selectSeries(ctx.store, filter));

/** The per-day sums of `fields` over the whole span of the series matching `filter`, kept until the next change. */
export const memoDailyTotals = <F extends SeriesField>(
  ctx: AppContext,
  filter: SeriesFilter,
  fields: F[],
): DailyTotals<F> =>
  ctx.lists.get(ctx.store, `daily ${fields.join(',')} ${filterKey(filter)}`, () =>
    dailyTotals(memoSeries(ctx, filter), fields),
  );

/** An advertiser's campaign spend per month, kept until the next change (the budget and its ledger read it). */
export const memoSpendByMonth = (ctx: AppContext, advertiserUserId: number): Map<string, number> =>
  ctx.lists.get(ctx.store, `spend by month ${advertiserUserId}`, () => {
    const totals = memoDailyTotals(ctx, { advertiserUserId }, ['spend_cents']);
    return spendByMonth(totals);
  });
