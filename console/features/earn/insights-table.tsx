import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { publisherReportCsv } from '../../../sdk/api/publisher-reports';
import { formatCount, formatMoney } from '../../../sdk/core/format';
import { isScrollMode, reportTableRows, type ReportField } from '../../../sdk/core/publisher-report';
import { ariaSort, nextSort } from '../../../sdk/core/table-sort';
import { downloadFile } from '../../../sdk/ui/download';
import { Spinner } from '../../../sdk/ui/status-view';
import { Artwork } from '../../../sdk/widgets/opportunities-inbox';
import { useExport } from '../../../sdk/widgets/spend-table/use-export';
import { api } from '../../lib/api';
import type { EarnInsightsStore } from './insights-store';
import { NO_DATA } from './insights-chart';

/** Spec §4: the scrollbar highlight goes 1 second after scrolling stops. */
const SCROLL_HIGHLIGHT_MS = 1000;
const COLUMNS = [
  { field: 'name', label: 'Name' },
  { field: 'earnings', label: 'Earnings' },
  { field: 'downloads', label: 'Downloads' },
] as const satisfies readonly { field: ReportField; label: string }[];

type Props = { store: EarnInsightsStore; onExportError(message: string): void };

/** The 'Podcasts' table: every podcast (the selected one bold), sortable headers, totals, and 'Export all' as CSV. */
export function InsightsTable({ store, onExportError }: Props) {
  const { report, podcasts, podcastId, advertiserId, range, sort, setSort, reloadReport } = useStore(store);
  const rows = useMemo(() => reportTableRows(report.data?.podcast_data ?? [], podcastId, podcasts.data, sort), [report.data, podcastId, podcasts.data, sort]);
  const totals = report.data?.podcast_totals.at(-1) ?? null;
  const exporter = useExport();
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A data attribute, not className: the renderer owns className and would drop a class added here.
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    el.dataset.scrolling = '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => delete el.dataset.scrolling, SCROLL_HIGHLIGHT_MS);
  };
  const exportAll = async () => {
    const csv = publisherReportCsv({ ...range, advertiserId });
    const outcome = await exporter.run((signal) => downloadFile(api, csv.url, csv.params, csv.fileName, signal));
    if ('error' in outcome) onExportError(outcome.error);
  };

  return (
    <section className="ps-card earn-table" aria-labelledby="earn-table-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-table-title">Podcasts</h2>
        <div className="earn-table__tools">
          {exporter.busy ? <button type="button" className="ps-button ps-button--quiet" onClick={exporter.cancel}>Cancel</button> : null}
          <button type="button" className="ps-button" onClick={exportAll} disabled={exporter.busy || report.status !== 'ready'} aria-busy={exporter.busy}>Export all</button>
        </div>
      </div>
      {report.status === 'error' ? (
        <div className="ps-message ps-message--error" role="alert">
          <p>{report.error}</p>
          <button type="button" className="ps-button ps-button--quiet" onClick={reloadReport}>Retry</button>
        </div>
      ) : null}
      {!report.data && report.status !== 'error' ? <Spinner label="Loading report" /> : null}
      {report.data ? (
        <div
          ref={box} className={`earn-table__box${isScrollMode(rows.length) ? ' earn-table__box--scroll' : ''}${report.status === 'loading' ? ' earn-table__box--stale' : ''}`}
          onScroll={onScroll} tabIndex={0} role="region" aria-label="Podcasts table" aria-busy={report.status === 'loading'}
        >
          <table className="earn-table__table">
            <colgroup><col className="earn-table__col--name" /><col className="earn-table__col--figure" /><col className="earn-table__col--figure2" /></colgroup>
            <thead>
              <tr>
                {COLUMNS.map((c) => {
                  const state = ariaSort(sort, c.field);
                  return (
                    <th key={c.field} scope="col" aria-sort={state} className={`earn-table__th--${c.field}`}>
                      <button type="button" className="earn-table__sort" onClick={() => setSort(nextSort(sort, c.field))}>
                        {c.label}
                        <span className="earn-table__arrow" aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr><td colSpan={3} className="earn-table__empty">{NO_DATA}</td></tr>
              ) : rows.map((r) => (
                <tr key={r.id} data-podcast-id={r.id} className={r.id === podcastId ? 'is-selected' : undefined} aria-current={r.id === podcastId ? 'true' : undefined}>
                  <th scope="row" className="earn-table__name"><Artwork src={r.small_artwork} size={32} /><span>{r.name}</span></th>
                  <td data-field="earnings">{formatMoney(r.earnings)}</td>
                  <td data-field="downloads">{formatCount(r.downloads)}</td>
                </tr>
              ))}
            </tbody>
            {totals && rows.length ? (
              <tfoot>
                <tr>
                  <th scope="row" className="earn-table__name">Totals</th>
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
