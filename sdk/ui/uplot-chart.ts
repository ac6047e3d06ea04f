import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?raw';
import { adoptStyles } from './styles';

export type ChartSpec = {
  /** Unix seconds, ascending. */
  xs: number[];
  ys: (number | null)[];
  height: number;
  color: string;
  formatValue(value: number): string;
};

/** Draws a filled line chart with uPlot into `element`; the only module that imports uPlot, so it loads lazily. */
export function drawChart(element: HTMLElement, spec: ChartSpec): { resize(width: number): void; destroy(): void } {
  adoptStyles(element.getRootNode() as Document | ShadowRoot, uplotCss);
  const chart = new uPlot(
    {
      width: Math.max(element.clientWidth, 200),
      height: spec.height,
      legend: { show: false },
      cursor: { y: false, points: { size: 6 } },
      scales: { x: { time: true } },
      axes: [
        { stroke: '#8a86a0', grid: { show: false }, ticks: { show: false }, font: '11px system-ui' },
        { stroke: '#8a86a0', grid: { stroke: '#ecebf2' }, ticks: { show: false }, size: 56, font: '11px system-ui', values: (_u, vals) => vals.map((v) => spec.formatValue(v)) },
      ],
      series: [{}, { stroke: spec.color, width: 2, fill: `${spec.color}22`, points: { show: false }, value: (_u, v) => (v === null ? '-' : spec.formatValue(v)) }],
    },
    [spec.xs, spec.ys],
    element,
  );
  return { resize: (width) => chart.setSize({ width: Math.max(width, 200), height: spec.height }), destroy: () => chart.destroy() };
}
