import { useEffect, useRef, useState } from 'react';
import type { ChartSpec, drawChart } from './uplot-chart';

type Props = Omit<ChartSpec, 'color'> & { color?: string; label: string };

const loadChart = () => import('./uplot-chart');

/**
 * Starts fetching the chart's code without drawing anything, so a page can load it while its figures are still on the
 * way (the chart then draws as soon as they arrive). Safe to call often: the module loads once.
 */
export function preloadLineChart(): void {
  loadChart().catch(() => {
    /* LineChart shows its own message if the code cannot be loaded */
  });
}

/** A line chart whose uPlot code (≈ 22 KB gzip) is fetched only when a chart is first drawn. */
export function LineChart({ label, color = '#5b3df5', xs, ys, height, formatValue }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let chart: ReturnType<typeof drawChart> | null = null;
    let cancelled = false;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => chart?.resize(entry.contentRect.width));
    loadChart().then(
      ({ drawChart }) => {
        if (cancelled) return;
        chart = drawChart(element, { xs, ys, height, formatValue, color });
        observer?.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- formatValue is taken as it is when drawn: a new function each render must not redraw the chart
  }, [xs, ys, height, color]);
  if (failed) return <p className="ps-muted">The chart could not be loaded.</p>;
  return <div ref={ref} className="ps-chart" role="img" aria-label={label} style={{ minHeight: height }} />;
}
