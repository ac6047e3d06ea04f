import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { PublisherDailyReport } from '../../../sdk/api/reports';
import { chartPoints, fromFirstValue } from '../../../sdk/core/chart-points';
import type { DatePreset } from '../../../sdk/core/date-presets';
import { formatCount, formatMoney, formatWholeMoney } from '../../../sdk/core/format';
import { LineChart } from '../../../sdk/ui/line-chart';
import { Spinner } from '../../../sdk/ui/status-view';
import type { ChartTab, Loadable } from './insights-store';

/** Spec §2 and §9: the chart is 170 px high; its empty text. */
export const CHART_HEIGHT = 170;
export const NO_DATA = 'No data available for this period';

const TABS = [
  { tab: 'earnings', label: 'Earnings', field: 'earnings', chart: 'Daily earnings' },
  { tab: 'downloads', label: 'Downloads', field: 'ep_download_count_daily', chart: 'Daily downloads' },
] as const satisfies readonly { tab: ChartTab; label: string; field: string; chart: string }[];

/** Axis labels: whole dollars from $1,000 up (so '$4,000.00' fits the axis), cents below. */
const axisMoney = (v: number) => (Math.abs(v) >= 1000 ? formatWholeMoney(v) : formatMoney(v));

type Props = { daily: Loadable<PublisherDailyReport>; preset: DatePreset; tab: ChartTab; onTab(tab: ChartTab): void; onRetry(): void };

/** The chart card: Earnings and Downloads tabs carrying the period's totals, and the chosen figure's daily line. */
export function InsightsChart({ daily, preset, tab, onTab, onRetry }: Props) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.find((t) => t.tab === tab) ?? TABS[0];
  const series = useMemo(() => {
    const points = chartPoints(daily.data?.data, current.field);
    // 'All time' starts years before most accounts earned anything: the line starts at the first figure.
    return preset === 'all_time' ? fromFirstValue(points) : points;
  }, [daily.data, current.field, preset]);
  const empty = series.xs.length === 0 || series.ys.every((y) => y === 0);
  const totals = {
    earnings: daily.data ? formatMoney(daily.data.total_earnings) : '-',
    downloads: daily.data ? formatCount(daily.data.total_downloads) : '-',
  } satisfies Record<ChartTab, string>;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + TABS.length) % TABS.length;
    onTab(TABS[next].tab);
    buttons.current[next]?.focus();
  };

  return (
    <section className="ps-card earn-chart" aria-label="Daily earnings and downloads">
      <div className="earn-chart__tabs" role="tablist" aria-label="Chart">
        {TABS.map((t, i) => (
          <button
            key={t.tab} ref={(el) => void (buttons.current[i] = el)} type="button" role="tab" id={`${id}-${t.tab}`} className="earn-chart__tab"
            aria-selected={t.tab === tab} aria-controls={`${id}-panel`} tabIndex={t.tab === tab ? 0 : -1}
            onClick={() => onTab(t.tab)} onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="earn-chart__label">{t.label}</span>
            <span className="earn-chart__value" data-testid={`total-${t.tab}`}>{totals[t.tab]}</span>
          </button>
        ))}
      </div>
      <div className="earn-chart__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.tab}`} aria-busy={daily.status === 'loading'}>
        {daily.status === 'loading' || daily.status === 'idle' ? <Spinner label="Loading chart" /> : null}
        {daily.status === 'error' ? (
          <div className="ps-message ps-message--error" role="alert">
            <p>{daily.error}</p>
            <button type="button" className="ps-button ps-button--quiet" onClick={onRetry}>Retry</button>
          </div>
        ) : null}
        {daily.status === 'ready' && empty ? <p className="earn-chart__empty">{NO_DATA}</p> : null}
        {daily.status === 'ready' && !empty ? (
          <LineChart
            label={`${current.chart}, ${totals[current.tab]} in total`} xs={series.xs} ys={series.ys} height={CHART_HEIGHT}
            formatValue={current.tab === 'earnings' ? axisMoney : (v) => formatCount(v)}
          />
        ) : null}
      </div>
    </section>
  );
}
