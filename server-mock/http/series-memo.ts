import type { AppContext } from '../context.ts';
import { dailyTotals, type DailyTotals } from '../state/daily-totals.ts';
import {
  SERIES_FIELDS,
  selectSeries,
  type SelectedSeries,
  type SeriesField,
  type SeriesFilter,
} from '../state/facts.ts';
import { spendByMonth } from '../state/ledger.ts';
import { memoList } from '../state/list-memo.ts';

// Reports, charts and the budget read the same selections of tens of thousands of daily series on `xlarge`: each is
// made once per state version (ctx.lists, emptied by ctx.changed()). Keys list the filter's fields in a fixed order.
const filterKey = (f: SeriesFilter) =>
  [f.publisherUserId, f.advertiserUserId, f.publisherPodcastId, f.advertiserPodcastId, f.campaignId].join(',');

const SERIES = memoList<SeriesFilter, SelectedSeries[]>('series', filterKey);
const DAILY_TOTALS = memoList<SeriesFilter, DailyTotals<SeriesField>>('daily totals', filterKey);
const SPEND_BY_MONTH = memoList<number, Map<string, number>>('spend by month', String);

/** The daily series matching `filter`, kept until the next change. */
export const memoSeries = (ctx: AppContext, filter: SeriesFilter): SelectedSeries[] =>
  ctx.lists.get(ctx.store, SERIES, filter, () => selectSeries(ctx.store, filter));

/**
 * The per-day sums over the whole span of the series matching `filter`, kept until the next change: every field is
 * summed once, so the charts, reports and budget that read different fields of one selection share one entry (and
 * the kept value has one type); `_fields` names what the caller reads.
 */
export const memoDailyTotals = <F extends SeriesField>(
  ctx: AppContext,
  filter: SeriesFilter,
  _fields: F[],
): DailyTotals<F> =>
  ctx.lists.get(ctx.store, DAILY_TOTALS, filter, () => dailyTotals(memoSeries(ctx, filter), [...SERIES_FIELDS]));

/** An advertiser's campaign spend per month, kept until the next change (the budget and its ledger read it). */
export const memoSpendByMonth = (ctx: AppContext, advertiserUserId: number): Map<string, number> =>
  ctx.lists.get(ctx.store, SPEND_BY_MONTH, advertiserUserId, () => {
    const totals = memoDailyTotals(ctx, { advertiserUserId }, ['spend_cents']);
    return spendByMonth(totals);
  });
