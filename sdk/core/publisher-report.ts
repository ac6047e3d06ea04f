/**
 * The publisher insights' 'Podcasts' table rules (docs/behaviour/earn.md#podcasts-table,
 * docs/behaviour/earn.md#insights-behaviour).
 */
import { withSelectedRow, type PodcastOptionLike } from './insights-rows';
import { sortRows, type SortState } from './table-sort';

/** One row of GET /earn/publisher/report (`podcast_data`). Money in dollars. */
export type PublisherReportItem = {
  podcast_id: number;
  name: string;
  small_artwork: string;
  earnings: number;
  ep_download_count_daily: number;
};

/** A table row: the report row under the names the table sorts by. */
export type PublisherTableRow = {
  id: number;
  name: string;
  small_artwork: string;
  earnings: number;
  downloads: number;
};

export const REPORT_FIELDS = ['name', 'earnings', 'downloads'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportSort = SortState<ReportField>;
/** The table sorts by earnings, descending, until a header is clicked (docs/behaviour/earn.md#insights-behaviour). */
export const DEFAULT_REPORT_SORT: ReportSort = { field: 'earnings', direction: 'desc' };

/** The table scrolls inside its own box above 8 rows (docs/behaviour/earn.md#limits-and-constants). */
export const REPORT_SCROLL_ROWS = 8;
export const isScrollMode = (rowCount: number) => rowCount > REPORT_SCROLL_ROWS;

export const toTableRow = (r: PublisherReportItem): PublisherTableRow => ({
  id: r.podcast_id,
  name: r.name,
  small_artwork: r.small_artwork,
  earnings: r.earnings,
  downloads: r.ep_download_count_daily,
});

const emptyRow = (p: PodcastOptionLike): PublisherTableRow => ({
  id: p.id,
  name: p.name,
  small_artwork: p.small_artwork,
  earnings: 0,
  downloads: 0,
});

/**
 * The rows the table shows: a selected podcast without a row gets an empty one from the podcast list; rows whose
 * earnings and downloads are both zero are hidden unless selected; then sorted (missing values last).
 */
export function reportTableRows(
  items: readonly PublisherReportItem[],
  selected: number | 'all',
  podcasts: readonly PodcastOptionLike[] | null | undefined,
  sort: ReportSort,
): PublisherTableRow[] {
  const rows = withSelectedRow(items.map(toTableRow), selected, podcasts, emptyRow);
  return sortRows(
    rows.filter((r) => r.id === selected || r.earnings !== 0 || r.downloads !== 0),
    sort,
  );
}
