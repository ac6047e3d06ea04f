import { useMemo } from 'react';
import { useStore } from 'zustand';
import { advertiserReportCsv, type AdvertiserReport, type AdvertiserReportRow } from '@sdk/api/advertiser-reports';
import { withSelectedRow, type PodcastOptionLike } from '@sdk/core/insights-rows';
import { reportTotals } from '@sdk/stores/spend-store';
import { SpendTable } from '@sdk/widgets/spend-table/spend-table';
import { InsightsTableCard } from '../../../ui/insights-table-card';
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

type Props = { store: AdvertiseInsightsStore; onExportError(message: string): void };

/** The 'Podcasts' card: the SDK's spend table with totals, row selection as the podcast filter, and 'Export all'. */
export function InsightsTable({ store, onExportError }: Props) {
  return (
    <InsightsTableCard<AdvertiseInsights>
      store={store}
      className="ps-spend"
      csv={({ range, podcastId, advertiserId }) => advertiserReportCsv({ ...range, podcastId, advertiserId })}
      onExportError={onExportError}
    >
      {(report, loading) => <ReportTable store={store} report={report} loading={loading} />}
    </InsightsTableCard>
  );
}

type TableProps = { store: AdvertiseInsightsStore; report: AdvertiserReport; loading: boolean };

function ReportTable({ store, report, loading }: TableProps) {
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
