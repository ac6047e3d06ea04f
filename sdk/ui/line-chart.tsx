import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../core/format';
import { nearestIndex } from '../core/sparkline';
import { useChartDay } from './chart-day';
import { ChartTip } from './chart-tip';
import { useMessages } from './i18n';
import ui from './messages.en.json';
import type { ChartSpec, DrawnChart } from './uplot-chart';

type Props = Omit<ChartSpec, 'color' | 'onPointer'> & {
  color?: string;
  label: string;
  /** The tooltip's figure (the axis uses formatValue). */
  formatTip(value: number): string;
};

const loadChart = () => import('./uplot-chart');

/** `Nov 21, 2026` for a day given as Unix seconds (UTC midnight). */
const dayOf = (seconds: number) => formatDay(new Date(seconds * 1000).toISOString().slice(0, 10));

/**
 * Starts fetching the chart's code without drawing anything, so a page can load it while its figures are still on the
 * way (the chart then draws as soon as they arrive). Safe to call often: the module loads once.
 */
export function preloadLineChart(): void {
  loadChart().catch(() => {
    /* LineChart shows its own message if the code cannot be loaded */
  });
}

/**
 * A line chart whose uPlot code (≈ 22 KB gzip) is fetched only when a chart is first drawn. Pointing at it shows the
 * nearest day and its figure in a tooltip; so does the keyboard once it has focus (the arrows move a day, Home and
 * End go to the ends, Escape hides it).
 */
export function LineChart({ label, color = '#5b3df5', xs, ys, height, formatValue, formatTip }: Props) {
  const t = useMessages(ui);
  const ref = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // State, not a ref: the draw ends in a later task (the code's import), and the tooltip must render when it lands.
  const [drawn, setDrawn] = useState<{ chart: DrawnChart; xs: number[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const day = useChartDay(xs);
  const { active, point } = day;
  const chart = drawn?.xs === xs ? drawn.chart : null;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let current: DrawnChart | null = null;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => current?.resize(entry.contentRect.width));
    // The pointer's x, to the nearest day of the whole series (the drawn line may be thinned).
    const onPointer = (x: number | null) =>
      point(x === null ? -1 : nearestIndex(xs, (x - xs[0]) / (xs[xs.length - 1] - xs[0])));
    loadChart().then(
      ({ drawChart }) => {
        if (cancelled) return;
        current = drawChart(element, { xs, ys, height, formatValue, color, onPointer });
        setDrawn({ chart: current, xs });
        observer?.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      current?.destroy();
      setDrawn(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- formatValue and point are taken as they are when drawn (point picks in this xs): a new function each render must not redraw the chart
  }, [xs, ys, height, color]);
  // uPlot's cursor line marks the tooltip's day, whichever came first: the day or the draw.
  useEffect(() => {
    chart?.showX(active >= 0 ? xs[active] : null);
  }, [chart, active, xs]);

  const width = box.current?.clientWidth ?? 0;
  const figure = active >= 0 ? ys[active] : null;
  const at = active >= 0 && chart && width ? chart.left(xs[active]) / width : null;

  if (failed) return <p className="ps-muted">{t('ui.chart.failed')}</p>;
  return (
    <div ref={box} className="ps-chart" style={{ minHeight: height, position: 'relative' }}>
      <div
        ref={ref}
        className="ps-chart-focus"
        role="img"
        aria-label={label}
        tabIndex={0}
        onKeyDown={day.onKeyDown}
        onFocus={day.onFocus}
        onBlur={day.onBlur}
      />
      <ChartTip at={at} day={at === null ? '' : dayOf(xs[active])} value={figure === null ? '-' : formatTip(figure)} />
    </div>
  );
}
