import { useMemo } from 'react';
import { useStore } from 'zustand';
import { publisherReportCsv } from '@sdk/api/publisher-reports';
import { formatCount, formatMoney } from '@sdk/core/format';
import { isScrollMode, reportTableRows, type ReportField } from '@sdk/core/publisher-report';
import { SortHeader } from '@sdk/ui/sort-header';
import { Spinner } from '@sdk/ui/status-view';
import { useScrollHighlight } from '@sdk/ui/use-scroll-highlight';
import { Artwork } from '@sdk/widgets/opportunities-inbox';
import { ExportAllButton } from '../../../ui/export-all-button';
import { NO_DATA } from '../../../ui/insights-chart-card';
import { RetryMessage } from '../../../ui/retry-message';
import type { EarnInsightsStore } from './insights-store';

const COLUMNS = [
  { field: 'name', label: 'Name' },
  { field: 'earnings', label: 'Earnings' },
  { field: 'downloads', label: 'Downloads' },
] as const satisfies readonly { field: ReportField; label: string }[];

type Props = { store: EarnInsightsStore; onExportError(message: string): void };

/** The 'Podcasts' table: every podcast (the selected one bold), sortable headers, totals, and 'Export all' as CSV. */
export function InsightsTable({ store, onExportError }: Props) {
  // Only what the table shows: a chart load or a tab change does not re-render it.
  const report = useStore(store, (s) => s.report);
  const podcasts = useStore(store, (s) => s.podcasts);
  const podcastId = useStore(store, (s) => s.podcastId);
  const advertiserId = useStore(store, (s) => s.advertiserId);
  const range = useStore(store, (s) => s.range);
  const sort = useStore(store, (s) => s.sort);
  const { setSort, reloadReport } = store.getState();
  const rows = useMemo(
    () => reportTableRows(report.data?.podcast_data ?? [], podcastId, podcasts.data, sort),
    [report.data, podcastId, podcasts.data, sort],
  );
  const totals = report.data?.podcast_totals.at(-1) ?? null;
  const box = useScrollHighlight<HTMLDivElement>();

  return (
    <section className="ps-card earn-table" aria-labelledby="earn-table-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-table-title">
          Podcasts
        </h2>
        <div className="earn-table__tools">
          <ExportAllButton
            csv={() => publisherReportCsv({ ...range, advertiserId })}
            disabled={report.status !== 'ready'}
            onError={onExportError}
          />
        </div>
      </div>
      {report.status === 'error' ? <RetryMessage message={report.error} onRetry={reloadReport} /> : null}
      {!report.data && report.status !== 'error' ? <Spinner label="Loading report" /> : null}
      {report.data ? (
        <div
          ref={box.ref}
          className={`earn-table__box${isScrollMode(rows.length) ? ' earn-table__box--scroll' : ''}${report.status === 'loading' ? ' earn-table__box--stale' : ''}`}
          onScroll={box.onScroll}
          tabIndex={0}
          role="region"
          aria-label="Podcasts table"
          aria-busy={report.status === 'loading'}
        >
          <table className="earn-table__table">
            <colgroup>
              <col className="earn-table__col--name" />
              <col className="earn-table__col--figure" />
              <col className="earn-table__col--figure2" />
            </colgroup>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <SortHeader
                    key={c.field}
                    block="earn-table"
                    field={c.field}
                    label={c.label}
                    sort={sort}
                    onSortChange={setSort}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={3} className="earn-table__empty">
                    {NO_DATA}
                  </td>
                </tr>
              ) : (
                rows.map((r) => (
                  <tr
                    key={r.id}
                    data-podcast-id={r.id}
                    className={r.id === podcastId ? 'is-selected' : undefined}
                    aria-current={r.id === podcastId ? 'true' : undefined}
                  >
                    <th scope="row" className="earn-table__name">
                      <Artwork src={r.small_artwork} size={32} />
                      <span>{r.name}</span>
                    </th>
                    <td data-field="earnings">{formatMoney(r.earnings)}</td>
                    <td data-field="downloads">{formatCount(r.downloads)}</td>
                  </tr>
                ))
              )}
            </tbody>
            {totals && rows.length ? (
              <tfoot>
                <tr>
                  <th scope="row" className="earn-table__name">
                    Totals
                  </th>
                  <td data-field="earnings">{formatMoney(totals.earnings)}</td>
                  <td data-field="downloads">{formatCount(totals.downloads)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </section>
  );
}
