import { createStore } from 'zustand/vanilla';
import {
  getAdvertiserReport,
  type AdvertiserFigures,
  type AdvertiserReport,
  type AdvertiserReportRow,
} from '../api/advertiser-reports';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { presetRange, type DatePreset, type DateRange } from '../core/date-presets';
import { sortRows, type SortState } from '../core/table-sort';
import { latestCall } from './latest-call';

/** The report load failure's own text, used when the server gave no reason (docs/behaviour/advertise.md#errors). */
export const REPORT_FAILED = 'Failed to fetch report';

export const SPEND_FIELDS = ['name', 'spend', 'impressions', 'cpm', 'acquisitions', 'cpa', 'downloads', 'cpd'] as const;
export type SpendField = (typeof SPEND_FIELDS)[number];
export type SpendSort = SortState<SpendField>;
export type PodcastSelection = number | 'all';

/** The table sorts by spend, descending, until a header is clicked (docs/behaviour/advertise.md#insights-behaviour). */
export const DEFAULT_SPEND_SORT: SpendSort = { field: 'spend', direction: 'desc' };

export type SpendState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ApiError | null;
  report: AdvertiserReport | null;
  preset: DatePreset;
  advertiserId: PodcastSelection;
  /** The range the shown report covers (the CSV is named after it). */
  range: DateRange | null;
  sort: SpendSort;
  /** The selected publisher podcast, or `all`. */
  selectedId: PodcastSelection;
  load(preset: DatePreset, advertiserId: PodcastSelection): Promise<void>;
  retry(): Promise<void>;
  setSort(sort: SpendSort): void;
  select(id: PodcastSelection): void;
};

/** The report's totals: its last `totals` entry (docs/behaviour/advertise.md#data). */
export const reportTotals = (report: AdvertiserReport | null): AdvertiserFigures | null =>
  report?.totals.at(-1) ?? null;

const isEmptyRow = (r: AdvertiserFigures) => !r.spend && !r.impressions && !r.acquisitions && !r.downloads;

/**
 * The rows the table shows, in order. As on the publisher screen, where rows whose earnings and downloads are both
 * zero are hidden unless selected (docs/behaviour/earn.md#podcasts-table), a podcast with no spend, impressions,
 * acquisitions or downloads in the range is hidden unless it is the selected one.
 */
export const visibleRows = (rows: readonly AdvertiserReportRow[], sort: SpendSort, selectedId: PodcastSelection) =>
  sortRows(
    rows.filter((r) => r.id === selectedId || !isEmptyRow(r)),
    sort,
  );

/**
 * Clicking a row selects that podcast; clicking the selected row again clears the selection to all
 * (docs/behaviour/advertise.md#podcasts-table).
 */
export const toggleSelection = (current: PodcastSelection, clicked: number): PodcastSelection =>
  current === clicked ? 'all' : clicked;

// The server says why when it can; otherwise the documented text for this failure
// (docs/behaviour/sdk-widgets.md#spend-table).
const withFallback = (error: unknown) => {
  const failure = error instanceof ApiError ? error : new ApiError(0, {});
  return Object.keys(failure.detail).length ? failure : new ApiError(failure.status, failure.detail, REPORT_FAILED);
};

/**
 * One store per mounted spend table. The table report is always loaded for all publisher podcasts
 * (docs/behaviour/sdk-widgets.md#spend-table), so selecting a row bolds it among the others instead of filtering them
 * out.
 * A slower, older answer never overwrites a newer one.
 */
export function createSpendStore(client: ApiClient, today: () => Date = () => new Date()) {
  const latest = latestCall();
  return createStore<SpendState>()((set, get) => ({
    status: 'idle',
    error: null,
    report: null,
    preset: 'last_30_days',
    advertiserId: 'all',
    range: null,
    sort: DEFAULT_SPEND_SORT,
    selectedId: 'all',
    async load(preset, advertiserId) {
      const isCurrent = latest.begin();
      const range = presetRange(preset, today());
      set({ status: 'loading', error: null, preset, advertiserId });
      try {
        const report = await getAdvertiserReport(client, { ...range, advertiserId });
        if (!isCurrent()) return;
        const { selectedId } = get();
        const stillThere = selectedId === 'all' || report.data.some((r) => r.id === selectedId);
        set({ status: 'ready', report, range, selectedId: stillThere ? selectedId : 'all' });
      } catch (error) {
        // A failed report load clears the data shown (docs/behaviour/advertise.md#errors).
        if (isCurrent()) set({ status: 'error', error: withFallback(error), report: null, range: null });
      }
    },
    retry: () => get().load(get().preset, get().advertiserId),
    setSort: (sort) => set({ sort }),
    select: (selectedId) => set({ selectedId }),
  }));
}
