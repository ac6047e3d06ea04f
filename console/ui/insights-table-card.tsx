import { useId, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import type { InsightsState, InsightsStore, InsightsTypes } from '../lib/insights-store';
import { ExportAllButton, type CsvRequest } from './export-all-button';
import css from './insights-table-card.css?raw';
import { RetryMessage } from './retry-message';

adoptStyles(document, css);

/** What an area says of its table card: its look, its download, its table. */
export type TableSpec<T extends InsightsTypes> = {
  /** The area's classes on the card, for its table's look. */
  className: string;
  /** The CSV download for the filters in force at the click. */
  csv(state: InsightsState<T>): CsvRequest;
  /** The table, once the report has figures; `loading` while newer ones are on the way (the table stays, faded). */
  Rows: ComponentType<{ store: InsightsStore<T>; report: T['report']; loading: boolean }>;
};

type Props<T extends InsightsTypes> = TableSpec<T> & { store: InsightsStore<T>; onExportError(message: string): void };

/** The 'Podcasts' card of an insights page: its title, 'Export all', and the report failed, loading or shown. */
export function InsightsTableCard<T extends InsightsTypes>({ store, className, csv, Rows, onExportError }: Props<T>) {
  const id = useId();
  // Only the report: a chart load or a tab change does not re-render the card.
  const report = useStore(store, (s) => s.report);
  const { reloadReport } = store.getState();
  return (
    <section className={`ps-card insights-table ${className}`} aria-labelledby={`${id}-title`}>
      <div className="insights-table__head">
        <h2 className="insights-table__title" id={`${id}-title`}>
          Podcasts
        </h2>
        <div className="insights-table__tools">
          <ExportAllButton
            csv={() => csv(store.getState())}
            disabled={report.status !== 'ready'}
            onError={onExportError}
          />
        </div>
      </div>
      {report.status === 'error' ? <RetryMessage message={report.error} onRetry={reloadReport} /> : null}
      {!report.data && report.status !== 'error' ? <Spinner label="Loading report" /> : null}
      {report.data ? <Rows store={store} report={report.data} loading={report.status === 'loading'} /> : null}
    </section>
  );
}
