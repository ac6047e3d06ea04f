import { useMemo } from 'react';
import { useStore } from 'zustand';
import { publisherReportCsv, type PublisherReport } from '@sdk/api/publisher-reports';
import { formatCount, formatMoney } from '@sdk/core/format';
import { isScrollMode, reportTableRows, type ReportField } from '@sdk/core/publisher-report';
import { SortHeader } from '@sdk/ui/sort-header';
import { useScrollHighlight } from '@sdk/ui/use-scroll-highlight';
import { Artwork } from '@sdk/widgets/opportunities-inbox';
import { NO_DATA } from '../../../ui/insights-chart-card';
import type { TableSpec } from '../../../ui/insights-table-card';
import type { EarnInsights, EarnInsightsStore } from './insights-store';

const COLUMNS = [
  { field: 'name', label: 'Name' },
  { field: 'earnings', label: 'Earnings' },
  { field: 'downloads', label: 'Downloads' },
] as const satisfies readonly { field: ReportField; label: string }[];

type RowsProps = { store: EarnInsightsStore; report: PublisherReport; loading: boolean };

/** The 'Podcasts' table: every podcast (the selected one bold), sortable headers, totals. */
function PodcastsTable({ store, report, loading }: RowsProps) {
  // Only what the table shows: a chart load or a tab change does not re-render it.
  const podcasts = useStore(store, (s) => s.podcasts);
  const podcastId = useStore(store, (s) => s.podcastId);
  const sort = useStore(store, (s) => s.sort);
  const { setSort } = store.getState();
  const rows = useMemo(
    () => reportTableRows(report.podcast_data, podcastId, podcasts.data, sort),
    [report, podcastId, podcasts.data, sort],
  );
  const totals = report.podcast_totals.at(-1) ?? null;
  const box = useScrollHighlight<HTMLDivElement>();

  return (
    <div
      ref={box.ref}
      className={`earn-table__box${isScrollMode(rows.length) ? ' earn-table__box--scroll' : ''}${loading ? ' earn-table__box--stale' : ''}`}
      onScroll={box.onScroll}
      tabIndex={0}
      role="region"
      aria-label="Podcasts table"
      aria-busy={loading}
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
                  <span className="earn-table__who">
                    <Artwork src={r.small_artwork} size={32} podcast={{ id: r.id, name: r.name }} />
                    <span>{r.name}</span>
                  </span>
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
  );
}

/** The table card of /earn/insights: Earn's table, and 'Export all' as CSV (the podcast and advertiser in force). */
export const INSIGHTS_TABLE = {
  className: 'earn-table',
  csv: ({ range, podcastId, advertiserId }) => publisherReportCsv({ ...range, podcastId, advertiserId }),
  Rows: PodcastsTable,
} satisfies TableSpec<EarnInsights>;
