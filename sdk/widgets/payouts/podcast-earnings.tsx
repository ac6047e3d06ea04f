import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getPodcastEarnings,
  type PodcastEarnings as Overview,
  type PodcastEarningsEntry,
} from '../../api/podcast-earnings';
import type { ApiError } from '../../api/errors';
import {
  defaultEarningsMonth,
  earningsFileName,
  earningsMonthRange,
  earningsYears,
  formatEarningsTotal,
  type EarningsMonth,
} from '../../core/billing-month';
import type { DateRange } from '../../core/date-presets';
import { formatMoney } from '../../core/format';
import { downloadErrorMessage, downloadFile } from '../../ui/download';
import { useDownloadMessage, useMessages } from '../../ui/i18n';
import { useOwnStyles } from '../../ui/own-styles';
import { Skeleton } from '../../ui/skeleton';
import { ErrorView, Spinner } from '../../ui/status-view';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import shared from './messages.en.json';
import own from './podcast-earnings.messages.en.json';
import { PodcastRowsSkeleton } from './podcast-rows-skeleton';
import css from './podcast-earnings.css?raw';

// The card's own texts travel in its chunk; its title and placeholder's, in the widget's (podcast-earnings-slot.tsx).
const messages = { ...shared, ...own };

/** January… in the widget's language (English: the seed's month names). */
const monthNames = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2020, i, 1)));
};

/** The seed's "$ 1,234.50" in English; the locale's own money format in any other language. */
const formatTotal = (dollars: number, locale: string) =>
  locale === 'en-US' ? formatEarningsTotal(dollars) : formatMoney(dollars, locale);

type Load<T> = { data: T | null; error: ApiError | null };

/**
 * One podcast's row. The month's list comes without line items (thousands on a network's month): a row that has lines
 * asks for them the first time it opens, and keeps them.
 */
function PodcastRow({ entry, range }: { entry: PodcastEarningsEntry; range: DateRange }) {
  const { client, locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<Load<PodcastEarningsEntry['line_items']>>({
    data: entry.line_items.length ? entry.line_items : null,
    error: null,
  });
  const id = useUniqueId();
  const loadLines = () => {
    setLines({ data: null, error: null });
    getPodcastEarnings(client, range, { podcastId: entry.podcast_id }).then(
      (answer) => setLines({ data: answer.transactions[0]?.line_items ?? [], error: null }),
      (error: ApiError) => setLines({ data: null, error }),
    );
  };
  const toggle = () => {
    if (!open && lines.data === null && entry.line_count > 0 && !lines.error) loadLines();
    setOpen(!open);
  };
  return (
    <li className="ps-payouts__row">
      <button type="button" className="ps-payouts__row-head" aria-expanded={open} aria-controls={id} onClick={toggle}>
        <span className="ps-payouts__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="ps-payouts__row-name">{entry.podcast_name}</span>
        <span className="ps-payouts__row-amount">{formatMoney(entry.total_amount, locale)}</span>
      </button>
      <div id={id} hidden={!open}>
        {lines.error ? <ErrorView error={lines.error} onRetry={loadLines} /> : null}
        {!lines.error && open && lines.data === null && entry.line_count > 0 ? (
          <Spinner label={t('payouts.podcasts.lines')} />
        ) : null}
        <ul className="ps-payouts__lines">
          {(lines.data ?? []).map((line) => (
            <li key={line.id}>
              <span>{line.description}</span>
              <span>{formatMoney(line.amount, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** "Earnings by podcast": a month and year, the total, expandable line items and the CSV (docs/behaviour/billing.md). */
export function PodcastEarnings({ today = new Date() }: { today?: Date }) {
  const { client, locale, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const downloadText = useDownloadMessage();
  const [chosen, setChosen] = useState<EarningsMonth>(() => defaultEarningsMonth(today));
  const [earnings, setEarnings] = useState<Load<Overview> & { loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { year, month } = chosen;
  // Keyed on the figures, not the object: the load runs again only for another month.
  const range = useMemo(() => earningsMonthRange({ year, month }), [year, month]);
  const load = useCallback(() => {
    let current = true;
    setEarnings({ data: null, error: null, loading: true });
    getPodcastEarnings(client, range, { lineItems: false }).then(
      (data) => current && setEarnings({ data, error: null, loading: false }),
      (error: ApiError) => current && setEarnings({ data: null, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [client, range]);
  useEffect(load, [load]);
  const monthId = useUniqueId();
  const ref = useRef<HTMLElement>(null);
  useOwnStyles(ref, css);
  const yearId = useUniqueId();
  const names = useMemo(() => monthNames(locale), [locale]);

  const download = async () => {
    const { start, end } = earningsMonthRange(chosen);
    setDownloading(true);
    setDownloadError(null);
    try {
      const fileName = await downloadFile(
        client,
        '/billing/podcast_earnings/download',
        { start_date: start, end_date: end },
        earningsFileName(chosen),
      );
      emit('export_downloaded', { fileName });
    } catch (error) {
      setDownloadError(downloadText(downloadErrorMessage(error))); // docs/behaviour/frame.md#downloads
    } finally {
      setDownloading(false);
    }
  };

  const data = earnings.data;
  return (
    <section ref={ref} className="ps-card ps-payouts__card ps-payouts__box" aria-labelledby={`${monthId}-title`}>
      <header className="ps-payouts__card-head">
        <h2 id={`${monthId}-title`} className="ps-payouts__heading">
          {t('payouts.podcasts.title')}
        </h2>
        <div className="ps-payouts__filters">
          <label className="ps-visually-hidden" htmlFor={monthId}>
            {t('payouts.podcasts.month')}
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
            {names.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
          <label className="ps-visually-hidden" htmlFor={yearId}>
            {t('payouts.podcasts.year')}
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
            {t(downloading ? 'payouts.podcasts.downloading' : 'payouts.podcasts.download')}
          </button>
        </div>
      </header>
      {downloadError ? (
        <p className="ps-payouts__failure" role="alert">
          {downloadError}
        </p>
      ) : null}
      {earnings.error ? <ErrorView error={earnings.error} onRetry={load} /> : null}
      {earnings.loading ? (
        <Skeleton label={t('payouts.podcasts.loading')} className="ps-payouts__box-fill">
          <PodcastRowsSkeleton />
        </Skeleton>
      ) : null}
      {data ? (
        <>
          <p className="ps-payouts__total">
            {t('payouts.podcasts.total')}{' '}
            <strong data-testid="earnings-total">{formatTotal(data.total_earnings, locale)}</strong>
          </p>
          {data.transactions.length === 0 ? (
            <p className="ps-message">
              {t('payouts.podcasts.empty', { month: names[chosen.month - 1], year: String(chosen.year) })}
            </p>
          ) : (
            <ul className="ps-payouts__rows">
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
