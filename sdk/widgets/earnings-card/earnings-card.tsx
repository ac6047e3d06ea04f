import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { DATE_PRESETS, type DatePreset } from '../../core/date-presets';
import { formatCount, formatDay, formatMoney, formatTooltipMoney } from '../../core/format';
import type { EarningsCardProps } from './props';
import { createEarningsStore } from '../../stores/earnings-store';
import { Sparkline } from '../../ui/sparkline';
import { ErrorView, Spinner } from '../../ui/status-view';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { useRequestEffect } from '../../ui/use-request-effect';
import { useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import messages from './messages.en.json';

/** Earnings and downloads of the publisher's podcasts for a date preset, with a small chart (inline SVG: no chart library to download) and an optional link out. */
export function EarningsCard({ preset: initialPreset = 'last_30_days', podcastId = 'all', href }: EarningsCardProps) {
  const { client, locale, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  const [store] = useState(() => createEarningsStore(client));
  const { status, report, error, preset, load, retry } = useStore(store);
  const [chosen, setChosen] = useState<DatePreset>(initialPreset);

  useEffect(() => setChosen(initialPreset), [initialPreset]);
  useRequestEffect(() => {
    load(chosen, podcastId);
  }, [chosen, podcastId]);
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) emit('ready', { widget: 'earnings-card' });
  }, [ready, emit]);

  const series = useMemo(() => {
    const points = (report?.data ?? []).filter((d) => Number.isFinite(d.earnings) && !Number.isNaN(Date.parse(d.date)));
    return { xs: points.map((d) => Date.parse(d.date) / 1000), ys: points.map((d) => d.earnings) };
  }, [report]);

  return (
    <section className="ps-card ps-earnings" aria-labelledby="ps-earnings-title">
      <div className="ps-earnings__head">
        <h2 className="ps-earnings__title" id="ps-earnings-title">
          {t('card.title')}
        </h2>
        <label>
          <span className="ps-visually-hidden">{t('card.dateRange')}</span>
          <select className="ps-select" value={preset} onChange={(e) => setChosen(e.currentTarget.value as DatePreset)}>
            {DATE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {tUi(`preset.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {status === 'error' && error ? <ErrorView error={error} onRetry={retry} /> : null}
      {status === 'loading' || status === 'idle' ? <Spinner label={t('card.loading')} /> : null}
      {status === 'ready' && report ? (
        <>
          <dl className="ps-earnings__figures">
            <div className="ps-earnings__figure">
              <dt>{t('card.earnings')}</dt>
              <dd data-testid="total-earnings">{formatMoney(report.total_earnings, locale)}</dd>
            </div>
            <div className="ps-earnings__figure">
              <dt>{t('card.downloads')}</dt>
              <dd data-testid="total-downloads">{formatCount(report.total_downloads, locale)}</dd>
            </div>
          </dl>
          {series.xs.length > 1 ? (
            <Sparkline
              label={t('card.chart', { range: tUi(`preset.${preset}`) })}
              xs={series.xs}
              ys={series.ys}
              height={120}
              formatValue={(v) => formatTooltipMoney(v, locale)}
              formatX={(s) => formatDay(new Date(s * 1000).toISOString().slice(0, 10), locale)}
            />
          ) : null}
        </>
      ) : null}
      {href ? (
        <div className="ps-earnings__foot">
          <a className="ps-link" href={href}>
            {t('card.viewInsights')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
