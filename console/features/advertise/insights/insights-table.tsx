import { useMemo } from 'react';
import { useStore } from 'zustand';
import { advertiserReportCsv, type AdvertiserReportRow } from '@sdk/api/advertiser-reports';
import { withSelectedRow, type PodcastOptionLike } from '@sdk/core/insights-rows';
import { reportTotals } from '@sdk/stores/spend-store';
import { Spinner } from '@sdk/ui/status-view';
import { SpendTable } from '@sdk/widgets/spend-table/spend-table';
import { ExportAllButton } from '../../../ui/export-all-button';
import { RetryMessage } from '../../../ui/retry-message';
import type { InsightsStore } from './insights-store';

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

type Props = { store: InsightsStore; onExportError(message: string): void };

/** The 'Podcasts' card: the SDK's spend table with totals, row selection as the podcast filter, and 'Export all'. */
export function InsightsTable({ store, onExportError }: Props) {
  // Only what the table shows: a chart load or a tab change does not re-render it.
  const report = useStore(store, (s) => s.report);
  const podcasts = useStore(store, (s) => s.podcasts);
  const podcastId = useStore(store, (s) => s.podcastId);
  const advertiserId = useStore(store, (s) => s.advertiserId);
  const range = useStore(store, (s) => s.range);
  const sort = useStore(store, (s) => s.sort);
  const { setSort, setPodcast, reload } = store.getState();
  const totals = useMemo(() => reportTotals(report.data), [report.data]);
  const rows = useMemo(
    () => withSelectedRow(report.data?.data ?? [], podcastId, podcasts.data, emptyRow),
    [report.data, podcastId, podcasts.data],
  );

  return (
    <section className="ps-card ps-spend insights-table" aria-labelledby="insights-table-title">
      <div className="ps-spend__head">
        <h2 className="ps-spend__title" id="insights-table-title">
          Podcasts
        </h2>
        <div className="ps-spend__tools">
          <ExportAllButton
            csv={() => advertiserReportCsv({ ...range, podcastId, advertiserId })}
            disabled={report.status !== 'ready'}
            onError={onExportError}
          />
        </div>
      </div>
      {report.status === 'error' ? <RetryMessage message={report.error} onRetry={reload} /> : null}
      {!report.data && (report.status === 'loading' || report.status === 'idle') ? (
        <Spinner label="Loading report" />
      ) : null}
      {report.data ? (
        // While new figures load, the previous ones stay, faded, so the layout does not jump.
        <div
          className={report.status === 'loading' ? 'ps-spend__stale' : undefined}
          aria-busy={report.status === 'loading'}
        >
          <SpendTable
            rows={rows}
            totals={totals}
            sort={sort}
            selectedId={podcastId}
            onSortChange={setSort}
            onSelect={setPodcast}
          />
        </div>
      ) : null}
    </section>
  );
}
