import { useMemo } from 'react';
import { useStore } from 'zustand';
import { advertiserReportCsv, type AdvertiserReport, type AdvertiserReportRow } from '@sdk/api/advertiser-reports';
import { withSelectedRow, type PodcastOptionLike } from '@sdk/core/insights-rows';
import { reportTotals } from '@sdk/stores/spend-store';
import { SpendTable } from '@sdk/widgets/spend-table/spend-table';
import type { TableSpec } from '../../../ui/insights-table-card';
import type { AdvertiseInsights, AdvertiseInsightsStore } from './insights-store';

const emptyRow = (p: PodcastOptionLike): AdvertiserReportRow => ({
  id: p.id,
  name: p.name,
  small_artwork: p.small_artwork,
  spend: 0,
  impressions: 0,
  cpm: null,
  acquisitions: 0,
  cpa: null,
  downloads: 0,
  cpd: null,
});

type RowsProps = { store: AdvertiseInsightsStore; report: AdvertiserReport; loading: boolean };

/** The SDK's spend table with totals, its row selection as the podcast filter. */
function PodcastsTable({ store, report, loading }: RowsProps) {
  // Only what the table shows: a chart load or a tab change does not re-render it.
  const podcasts = useStore(store, (s) => s.podcasts);
  const podcastId = useStore(store, (s) => s.podcastId);
  const sort = useStore(store, (s) => s.sort);
  const { setSort, setPodcast } = store.getState();
  const totals = useMemo(() => reportTotals(report), [report]);
  const rows = useMemo(
    () => withSelectedRow(report.data, podcastId, podcasts.data, emptyRow),
    [report, podcastId, podcasts.data],
  );
  // While new figures load, the previous ones stay, faded, so the layout does not jump.
  return (
    <div className={loading ? 'ps-spend__stale' : undefined} aria-busy={loading}>
      <SpendTable
        rows={rows}
        totals={totals}
        sort={sort}
        selectedId={podcastId}
        onSortChange={setSort}
        onSelect={setPodcast}
      />
    </div>
  );
}

/** The table card of /advertise/insights: the spend table, and 'Export all' as CSV for the filters in force. */
export const INSIGHTS_TABLE = {
  className: 'ps-spend',
  csv: ({ range, podcastId, advertiserId }) => advertiserReportCsv({ ...range, podcastId, advertiserId }),
  Rows: PodcastsTable,
} satisfies TableSpec<AdvertiseInsights>;
