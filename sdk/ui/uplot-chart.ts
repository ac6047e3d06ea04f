import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?raw';
import { downsample } from '../core/downsample';
import { adoptStyles } from './styles';

export type ChartSpec = {
  /** Unix seconds, ascending. */
  xs: number[];
  ys: (number | null)[];
  height: number;
  color: string;
  formatValue(value: number): string;
  /**
   * Told the x (Unix seconds) under the pointer as it moves over the chart, null when it leaves; only for the pointer,
   * never for uPlot's own cursor updates (its first draw, a resize, showX).
   */
  onPointer?(x: number | null): void;
};

/** A drawn chart: resized, taken down, and its cursor set from outside (the keyboard). */
export type DrawnChart = {
  resize(width: number): void;
  destroy(): void;
  /** Puts the cursor on the day at `x` (Unix seconds), or hides it for null; onPointer is not told. */
  showX(x: number | null): void;
  /** Where `x` is across the chart's element, in CSS pixels from its left edge. */
  left(x: number): number;
};

/** Narrowest width the chart draws at, in CSS pixels. */
const MIN_WIDTH = 200;

/**
 * Draws a filled line chart with uPlot into `element`; the only module that imports uPlot, so it loads lazily. A
 * series with more points than the chart has pixels across (years of days) is thinned to one low and one high per
 * pair of pixels (sdk/core/downsample), again on every resize.
 */
export function drawChart(element: HTMLElement, spec: ChartSpec): DrawnChart {
  adoptStyles(element.getRootNode() as Document | ShadowRoot, uplotCss);
  let width = Math.max(element.clientWidth, MIN_WIDTH);
  const dataFor = (w: number): uPlot.AlignedData => {
    const { xs, ys } = downsample(spec, Math.floor(w));
    return [xs as number[], ys as (number | null)[]];
  };
  const chart = new uPlot(
    {
      width,
      height: spec.height,
      legend: { show: false },
      cursor: { y: false, points: { size: 6 } },
      scales: { x: { time: true } },
      axes: [
        { stroke: '#8a86a0', grid: { show: false }, ticks: { show: false }, font: '11px system-ui' },
        {
          stroke: '#8a86a0',
          grid: { stroke: '#ecebf2' },
          ticks: { show: false },
          size: 56,
          font: '11px system-ui',
          values: (_u, vals) => vals.map((v) => spec.formatValue(v)),
        },
      ],
      series: [
        {},
        {
          stroke: spec.color,
          width: 2,
          fill: `${spec.color}22`,
          points: { show: false },
          value: (_u, v) => (v === null ? '-' : spec.formatValue(v)),
        },
      ],
    },
    dataFor(width),
    element,
  );
  const plotLeft = (x: number) => chart.valToPos(x, 'x');
  // The mouse events uPlot's cursor follows (a tap sends a mousemove and leaves the day shown), not its setCursor
  // hook: that also fires, with no pointer, when uPlot draws or resizes, and would drop a focused chart's day. The
  // listeners go with chart.over on destroy.
  const { onPointer } = spec;
  if (onPointer) {
    chart.over.addEventListener('mousemove', (event) =>
      onPointer(chart.posToVal(event.clientX - chart.over.getBoundingClientRect().left, 'x')),
    );
    chart.over.addEventListener('mouseleave', () => onPointer(null));
  }
  return {
    resize(next) {
      const w = Math.max(next, MIN_WIDTH);
      if (w === width) return;
      const thinned = spec.xs.length > Math.min(w, width);
      width = w;
      chart.setSize({ width, height: spec.height });
      if (thinned) chart.setData(dataFor(width));
    },
    destroy: () => chart.destroy(),
    showX(x) {
      // The cursor's y is not drawn (cursor.y is off): the middle of the plot keeps it inside.
      const top = x === null ? -10 : chart.over.clientHeight / 2;
      chart.setCursor({ left: x === null ? -10 : plotLeft(x), top }, false);
    },
    left: (x) => chart.over.offsetLeft + plotLeft(x),
  };
}
