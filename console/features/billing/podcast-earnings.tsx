import { useCallback, useId, useMemo, useState } from 'react';
import { getPodcastEarnings, type PodcastEarningsEntry, type PodcastEarningsLine } from '@sdk/api/billing';
import type { ApiError } from '@sdk/api/errors';
import type { DateRange } from '@sdk/core/date-presets';
import {
  defaultEarningsMonth,
  earningsFileName,
  earningsMonthRange,
  earningsYears,
  formatEarningsTotal,
  MONTH_NAMES,
  type EarningsMonth,
} from '@sdk/core/billing-month';
import { formatMoney } from '@sdk/core/format';
import { downloadErrorMessage, downloadFile } from '@sdk/ui/download';
import { Spinner } from '@sdk/ui/status-view';
import { api } from '../../lib/api';
import { LoadFailed } from '../../ui/load-failed';
import { FormError } from '../../ui/text-field';
import { useLoad } from '../../ui/use-load';

/**
 * One podcast's row. The month's list comes without line items (thousands on a network's month): a row that has lines
 * asks for them the first time it opens, and keeps them.
 */
function PodcastRow({ entry, range }: { entry: PodcastEarningsEntry; range: DateRange }) {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<PodcastEarningsLine[] | null>(entry.line_items.length ? entry.line_items : null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const id = useId();
  const loadLines = useCallback(() => {
    setFailed(null);
    getPodcastEarnings(api, range, { podcastId: entry.podcast_id }).then(
      (answer) => setLines(answer.transactions[0]?.line_items ?? []),
      (error: ApiError) => setFailed(error),
    );
  }, [range, entry.podcast_id]);
  const toggle = () => {
    if (!open && lines === null && entry.line_count > 0 && !failed) loadLines();
    setOpen(!open);
  };
  return (
    <li className="earnings-row">
      <button type="button" className="earnings-row__head" aria-expanded={open} aria-controls={id} onClick={toggle}>
        <span className="earnings-row__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="earnings-row__name">{entry.podcast_name}</span>
        <span className="earnings-row__amount">{formatMoney(entry.total_amount)}</span>
      </button>
      <div id={id} hidden={!open}>
        {failed ? <LoadFailed error={failed} onRetry={loadLines} /> : null}
        {!failed && open && lines === null && entry.line_count > 0 ? <Spinner label="Loading line items" /> : null}
        <ul className="earnings-row__lines">
          {(lines ?? []).map((line) => (
            <li key={line.id}>
              <span>{line.description}</span>
              <span>{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** Earnings per podcast for a chosen month and year, with the total, expandable line items and a CSV download. */
export function PodcastEarnings({ today = new Date() }: { today?: Date }) {
  const [chosen, setChosen] = useState<EarningsMonth>(() => defaultEarningsMonth(today));
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { year, month } = chosen;
  // Keyed on the figures, not the object: the load runs again only for another month.
  const range = useMemo(() => earningsMonthRange({ year, month }), [year, month]);
  const load = useCallback(() => getPodcastEarnings(api, range, { lineItems: false }), [range]);
  const earnings = useLoad(load);
  const monthId = useId();
  const yearId = useId();

  const download = async () => {
    const { start, end } = earningsMonthRange(chosen);
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFile(
        api,
        '/billing/podcast_earnings/download',
        { start_date: start, end_date: end },
        earningsFileName(chosen),
      );
    } catch (error) {
      setDownloadError(downloadErrorMessage(error)); // status and text: docs/behaviour/frame.md#downloads
    } finally {
      setDownloading(false);
    }
  };

  const data = earnings.loading ? null : earnings.data;
  return (
    <section className="ps-card billing__card" aria-labelledby="podcast-earnings-title">
      <header className="billing__card-head">
        <h2 id="podcast-earnings-title" className="billing__heading">
          Earnings by podcast
        </h2>
        <div className="billing__filters">
          <label className="ps-visually-hidden" htmlFor={monthId}>
            Month
          </label>
          <select
            id={monthId}
            className="ps-select"
            value={String(chosen.month)}
            onChange={(e) => {
              const month = Number(e.currentTarget.value);
              setChosen((c) => ({ ...c, month }));
            }}
          >
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
          <label className="ps-visually-hidden" htmlFor={yearId}>
            Year
          </label>
          <select
            id={yearId}
            className="ps-select"
            value={String(chosen.year)}
            onChange={(e) => {
              const year = Number(e.currentTarget.value);
              setChosen((c) => ({ ...c, year }));
            }}
          >
            {earningsYears(today).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
          <button type="button" className="ps-button ps-button--quiet" onClick={download} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download CSV'}
          </button>
        </div>
      </header>
      <FormError message={downloadError} />
      {earnings.error ? <LoadFailed error={earnings.error} onRetry={earnings.reload} /> : null}
      {earnings.loading ? <Spinner label="Loading earnings by podcast" /> : null}
      {data ? (
        <>
          <p className="earnings-total">
            Total <strong data-testid="earnings-total">{formatEarningsTotal(data.total_earnings)}</strong>
          </p>
          {data.transactions.length === 0 ? (
            <p className="ps-message">
              No earnings for {MONTH_NAMES[chosen.month - 1]} {chosen.year}.
            </p>
          ) : (
            <ul className="earnings-list">
              {data.transactions.map((entry) => (
                <PodcastRow key={entry.podcast_id} entry={entry} range={range} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
