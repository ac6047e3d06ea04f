import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { chartPoints, fromFirstValue, type DailyItem } from '../lib/chart-points';
import type { DatePreset } from '@sdk/core/date-presets';
import { formatMoney, formatWholeMoney } from '@sdk/core/format';
import { LineChart, preloadLineChart } from '@sdk/ui/line-chart';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import type { Loadable } from '../lib/insights-store';
import css from './insights-chart-card.css?raw';
import { RetryMessage } from './retry-message';

adoptStyles(document, css);

/** The chart is 170 px high (inside a panel of 240 px); its empty text (docs/behaviour/earn.md#chart). */
export const CHART_HEIGHT = 170;
export const NO_DATA = 'No data available for this period';

/** Axis labels: whole dollars from $1,000 up (so '$4,000.00' fits the axis), cents below. */
export const axisMoney = (v: number) => (Math.abs(v) >= 1000 ? formatWholeMoney(v) : formatMoney(v));

/** A daily report: the days the chart draws, and the period's totals beside them. */
export type DailyReport = { data: readonly DailyItem[] };

/** One tab of the card: it shows the period's total and, when selected, the chart of one daily figure. */
export type ChartTabSpec<K extends string, T extends DailyReport> = {
  key: K;
  label: string;
  /** The daily items' field the chart draws. */
  field: Extract<keyof T['data'][number], string>;
  /** The chart's accessible name, before ', {total} in total'. */
  chart: string;
  /** The y axis' labels. */
  formatValue(value: number): string;
  /** The tooltip's figure: whole numbers for counts, "$ 0.00" for money (docs/behaviour/earn.md#chart). */
  formatTip(value: number): string;
  /** The period's total as the tab shows it. */
  total(report: T): string;
};

/** What an area says of its chart card: its name, its own styles, its tabs. */
export type ChartSpec<K extends string, T extends DailyReport> = {
  /** The card's accessible name. */
  label: string;
  /** The feature's own BEM block, added to the card and to its panel (for the feature's styles and tests). */
  block?: string;
  tabs: readonly ChartTabSpec<K, T>[];
};

type Props<K extends string, T extends DailyReport> = ChartSpec<K, T> & {
  daily: Loadable<T>;
  preset: DatePreset;
  tab: K;
  onTab(tab: K): void;
  onRetry(): void;
};

/** An insights chart card: tabs that also carry the period's totals (a tab list), and the chosen figure's daily line. */
export function InsightsChartCard<K extends string, T extends DailyReport>({
  label,
  block,
  tabs,
  daily,
  preset,
  tab,
  onTab,
  onRetry,
}: Props<K, T>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The chart's code loads while the figures are on the way (their requests left before this page rendered).
  useEffect(preloadLineChart, []);
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  const series = useMemo(() => {
    const points = chartPoints(daily.data?.data, current.field);
    // 'All time' starts years before most accounts had figures: the line starts at the first figure.
    return preset === 'all_time' ? fromFirstValue(points) : points;
  }, [daily.data, current.field, preset]);
  const empty = series.xs.length === 0 || series.ys.every((y) => y === 0);
  const total = (t: ChartTabSpec<K, T>) => (daily.data ? t.total(daily.data) : '-');
  const own = (element: string) => (block ? ` ${block}${element}` : '');

  // Arrow keys move between the tabs (and select them), as a tab list does.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onTab(tabs[next].key);
    buttons.current[next]?.focus();
  };

  return (
    <section className={`ps-card insights-chart${own('')}`} aria-label={label}>
      <div className="insights-chart__tabs" role="tablist" aria-label="Chart">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => void (buttons.current[i] = el)}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            className="insights-chart__tab"
            aria-selected={t.key === tab}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === tab ? 0 : -1}
            onClick={() => onTab(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="insights-chart__label">{t.label}</span>
            <span className="insights-chart__value" data-testid={`total-${t.key}`}>
              {total(t)}
            </span>
          </button>
        ))}
      </div>
      <div
        className={`insights-chart__panel${own('__panel')}`}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current.key}`}
        aria-busy={daily.status === 'loading'}
      >
        {daily.status === 'loading' || daily.status === 'idle' ? <Spinner label="Loading chart" /> : null}
        {daily.status === 'error' ? <RetryMessage message={daily.error} onRetry={onRetry} /> : null}
        {daily.status === 'ready' && empty ? <p className="insights-chart__empty">{NO_DATA}</p> : null}
        {daily.status === 'ready' && !empty ? (
          <LineChart
            label={`${current.chart}, ${total(current)} in total`}
            xs={series.xs}
            ys={series.ys}
            height={CHART_HEIGHT}
            formatValue={current.formatValue}
            formatTip={current.formatTip}
          />
        ) : null}
      </div>
    </section>
  );
}
