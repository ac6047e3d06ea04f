import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../stores/use-store';
import { advertiserReportCsv } from '../../api/advertiser-reports';
import { INSIGHTS_PRESETS, type DatePreset } from '../../core/date-presets';
import type { SpendTableProps } from './props';
import { createSpendStore, reportTotals } from '../../stores/spend-store';
import { downloadFile } from '../../ui/download';
import { ErrorView } from '../../ui/status-view';
import { SpendSkeleton } from './spend-skeleton';
import { Toasts, useToasts } from '../../ui/toasts';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { SpendTable } from './spend-table';
import { useExport } from './use-export';
import { useLatest } from '../../ui/use-latest';
import { useRequestEffect } from '../../ui/use-request-effect';
import { useDownloadMessage, useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import messages from './messages.en.json';

/** The advertiser's spend per publisher podcast for a duration, with totals, sorting, row selection and CSV export. */
export function SpendTableWidget({
  preset: initialPreset = 'last_30_days',
  advertiserId = 'all',
  onSelect,
}: SpendTableProps) {
  const { client, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  const downloadMessage = useDownloadMessage();
  const [store] = useState(() => createSpendStore(client));
  const { status, error, report, range, preset, sort, selectedId, load, retry, setSort, select } = useStore(store);
  const [chosen, setChosen] = useState<DatePreset>(initialPreset);
  const exporter = useExport();
  const { toasts, show, dismiss } = useToasts();

  useEffect(() => setChosen(initialPreset), [initialPreset]);
  useRequestEffect(() => {
    load(chosen, advertiserId);
  }, [chosen, advertiserId]);
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) emit('ready', { widget: 'spend-table' });
  }, [ready, emit]);

  // Every change of the selection reaches the host: a row click, or a podcast that left the report after a reload.
  const reported = useRef(selectedId);
  const latestOnSelect = useLatest(onSelect);
  useEffect(() => {
    if (reported.current === selectedId) return;
    reported.current = selectedId;
    latestOnSelect.current?.(selectedId);
  }, [selectedId, latestOnSelect]);

  const exportAll = async () => {
    if (!range) return;
    const csv = advertiserReportCsv({ ...range, advertiserId, podcastId: selectedId });
    const outcome = await exporter.run((signal) => downloadFile(client, csv.url, csv.params, csv.fileName, signal));
    if ('fileName' in outcome) emit('export_downloaded', { fileName: outcome.fileName });
    else show(downloadMessage(outcome.error), { tone: 'error' });
  };

  return (
    <section className="ps-card ps-spend" aria-labelledby="ps-spend-title">
      <div className="ps-spend__head">
        <h2 className="ps-spend__title ps-widget-title" id="ps-spend-title">
          {t('spend.title')}
        </h2>
        <div className="ps-spend__tools">
          <label>
            <span className="ps-visually-hidden">{t('spend.duration')}</span>
            <select
              className="ps-select"
              value={preset}
              onChange={(e) => setChosen(e.currentTarget.value as DatePreset)}
            >
              {INSIGHTS_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {tUi(`preset.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="ps-button"
            onClick={exportAll}
            disabled={exporter.busy || status !== 'ready'}
            aria-busy={exporter.busy}
          >
            {t('spend.exportAll')}
          </button>
          {exporter.busy ? (
            <button type="button" className="ps-button ps-button--quiet" onClick={exporter.cancel}>
              {t('spend.cancel')}
            </button>
          ) : null}
        </div>
      </div>
      {status === 'error' && error ? <ErrorView error={error} onRetry={retry} /> : null}
      {(status === 'loading' || status === 'idle') && !report ? <SpendSkeleton /> : null}
      {status !== 'error' && report ? (
        // While another duration loads, the previous figures stay, faded, so the layout does not jump.
        <div className={status === 'loading' ? 'ps-spend__stale' : undefined} aria-busy={status === 'loading'}>
          <SpendTable
            rows={report.data}
            totals={reportTotals(report)}
            sort={sort}
            selectedId={selectedId}
            onSortChange={setSort}
            onSelect={select}
          />
        </div>
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
