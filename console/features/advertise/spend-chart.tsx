import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { AdvertiserDailySpend } from '../../../sdk/api/advertiser-reports';
import { chartPoints, fromFirstValue } from '../../../sdk/core/chart-points';
import type { DatePreset } from '../../../sdk/core/date-presets';
import { formatCount, formatMoney, formatWholeMoney } from '../../../sdk/core/format';
import { LineChart } from '../../../sdk/ui/line-chart';
import { Spinner } from '../../../sdk/ui/status-view';
import type { ChartTab, Loadable } from './insights-store';

/** Spec §9: the chart is 170 px high, inside a panel of 240 px. */
export const CHART_HEIGHT = 170;
export const NO_DATA = 'No data available for this period';

const TABS = [
  { tab: 'impressions', label: 'Impressions', field: 'impressions', chart: 'Daily impressions' },
  { tab: 'spend', label: 'Spend ($)', field: 'spend', chart: 'Daily spend' },
] as const satisfies readonly { tab: ChartTab; label: string; field: string; chart: string }[];

type Props = { spend: Loadable<AdvertiserDailySpend>; preset: DatePreset; tab: ChartTab; onTab(tab: ChartTab): void; onRetry(): void };

/** Axis labels: whole dollars from $1,000 up (and for zero), so that '$4,000.00' does not overflow the axis; cents below. */
const axisMoney = (v: number) => (Math.abs(v) >= 1000 || v === 0 ? formatWholeMoney(v) : formatMoney(v));

/** The daily chart card: two tabs that also carry the period's totals, and the chart of the chosen figure. */
export function SpendChart({ spend, preset, tab, onTab, onRetry }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.find((t) => t.tab === tab) ?? TABS[1];
  const series = useMemo(() => {
    const points = chartPoints(spend.data?.data, current.field);
    return preset === 'all_time' ? fromFirstValue(points) : points;
  }, [spend.data, current.field, preset]);
  const empty = series.xs.length === 0 || series.ys.every((y) => y === 0);
  const totals = {
    impressions: spend.data ? formatCount(spend.data.total_impressions) : '-',
    spend: spend.data ? formatMoney(spend.data.total_spend) : '-',
  } satisfies Record<ChartTab, string>;

  // Arrow keys move between the tabs (and select them), as a tab list does.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + TABS.length) % TABS.length;
    onTab(TABS[next].tab);
    tabs.current[next]?.focus();
  };

  return (
    <section className="ps-card insights-chart" aria-label="Daily spend and impressions">
      <div className="insights-chart__tabs" role="tablist" aria-label="Chart">
        {TABS.map((t, i) => (
          <button
            key={t.tab} ref={(el) => void (tabs.current[i] = el)} type="button" role="tab" id={`${id}-${t.tab}`}
            className="insights-tab" aria-selected={t.tab === tab} aria-controls={`${id}-panel`} tabIndex={t.tab === tab ? 0 : -1}
            onClick={() => onTab(t.tab)} onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="insights-tab__label">{t.label}</span>
            <span className="insights-tab__value">{totals[t.tab]}</span>
          </button>
        ))}
      </div>
      <div className="insights-chart__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.tab}`} aria-busy={spend.status === 'loading'}>
        {spend.status === 'loading' || spend.status === 'idle' ? <Spinner label="Loading chart" /> : null}
        {spend.status === 'error' ? (
          <div className="ps-message ps-message--error" role="alert">
            <p>{spend.error}</p>
            <button type="button" className="ps-button ps-button--quiet" onClick={onRetry}>Retry</button>
          </div>
        ) : null}
        {spend.status === 'ready' && empty ? <p className="insights-chart__empty">{NO_DATA}</p> : null}
        {spend.status === 'ready' && !empty ? (
          <LineChart
            label={`${current.chart}, ${totals[current.tab]} in total`} xs={series.xs} ys={series.ys} height={CHART_HEIGHT}
            formatValue={current.tab === 'spend' ? axisMoney : (v) => formatCount(v)}
          />
        ) : null}
      </div>
    </section>
  );
}
