import { useEffect, useMemo, useState } from 'react';
import { useStore } from '../../stores/use-store';
import { DATE_PRESETS, type DatePreset } from '../../core/date-presets';
import { formatCount, formatMoney } from '../../core/format';
import type { EarningsCardProps } from './props';
import { createEarningsStore } from '../../stores/earnings-store';
import { Bar, Skeleton } from '../../ui/skeleton';
import { ErrorView } from '../../ui/status-view';
import { navigateClick } from '../../ui/navigate-click';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { useRequestEffect } from '../../ui/use-request-effect';
import { EarningsChart } from './earnings-chart';
import { useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import messages from './messages.en.json';

/** Earnings and downloads of the publisher's podcasts for a date preset, with a small chart (inline SVG: no chart library to download) and an optional link out. */
export function EarningsCard({
  preset: initialPreset = 'last_30_days',
  podcastId = 'all',
  href,
  onNavigate,
}: EarningsCardProps) {
  const { client, locale, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  const [store] = useState(() => createEarningsStore(client));
  const { status, report, error, preset, load, retry } = useStore(store);
  const [chosen, setChosen] = useState<DatePreset>(initialPreset);

  useEffect(() => setChosen(initialPreset), [initialPreset]);
  // A podspot integrated in another widget of the instance goes live: its earnings start to count.
  useInstanceChanges(['smart_feed_integrated', 'onboarding_completed'], () => void store.getState().retry());
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
        <h2 className="ps-earnings__title ps-widget-title" id="ps-earnings-title">
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
      {status === 'loading' || status === 'idle' ? (
        <Skeleton label={t('card.loading')} className="ps-earnings__body">
          <dl className="ps-earnings__figures">
            {[t('card.earnings'), t('card.downloads')].map((name) => (
              <div className="ps-earnings__figure" key={name}>
                <dt>{name}</dt>
                <dd>
                  <Bar kind="figure" />
                </dd>
              </div>
            ))}
          </dl>
          <div className="ps-earnings__chart">
            <Bar kind="block" />
          </div>
        </Skeleton>
      ) : null}
      {status === 'ready' && report ? (
        <div className="ps-earnings__body">
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
          <EarningsChart
            xs={series.xs}
            ys={series.ys}
            label={t('card.chart', { range: tUi(`preset.${preset}`) })}
            locale={locale}
          />
        </div>
      ) : null}
      {href ? (
        <div className="ps-earnings__foot">
          <a className="ps-link" href={href} onClick={navigateClick(href, onNavigate)}>
            {t('card.viewInsights')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
