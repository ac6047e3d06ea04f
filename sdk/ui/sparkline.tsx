import { useMemo, type PointerEvent } from 'react';
import { downsample } from '../core/downsample';
import { nearestIndex, sparklinePaths } from '../core/sparkline';
import { useChartDay } from './chart-day';
import { ChartTip } from './chart-tip';

type Props = {
  /** Unix seconds, ascending. */
  xs: number[];
  ys: number[];
  /** CSS pixels. */
  height: number;
  label: string;
  /** The tooltip's figure. */
  formatValue(value: number): string;
  formatX(seconds: number): string;
};

// The path is drawn in a fixed box and stretched to the element (the stroke keeps its width): no measuring, no canvas.
const BOX = { width: 600, height: 120, pad: 4 };

/**
 * A small line-and-area chart in inline SVG, for cards: a few hundred bytes instead of a charting library. Pointing
 * at it shows the nearest day and its value in a tooltip; so does the keyboard once it has focus (the arrows move a
 * day, Home and End go to the ends, Escape hides it).
 */
export function Sparkline({ xs, ys, height, label, formatValue, formatX }: Props) {
  const series = useMemo(() => downsample({ xs, ys }, BOX.width) as { xs: number[]; ys: number[] }, [xs, ys]);
  const paths = useMemo(() => sparklinePaths(series.xs, series.ys, BOX), [series]);
  const day = useChartDay(xs);
  const { active } = day;
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    day.point(rect.width ? nearestIndex(xs, (event.clientX - rect.left) / rect.width) : -1);
  };
  const at = active >= 0 && xs.length > 1 ? (xs[active] - xs[0]) / (xs[xs.length - 1] - xs[0]) : null;
  return (
    <div className="ps-sparkline">
      <svg
        role="img"
        aria-label={label}
        className="ps-chart-focus"
        tabIndex={0}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        style={{ height }}
        onPointerMove={onMove}
        onPointerLeave={() => day.point(-1)}
        onFocus={day.onFocus}
        onBlur={day.onBlur}
        onKeyDown={day.onKeyDown}
      >
        <path className="ps-sparkline__area" d={paths.area} />
        <path className="ps-sparkline__line" d={paths.line} vectorEffect="non-scaling-stroke" />
      </svg>
      {at !== null ? (
        <span className="ps-sparkline__cursor" style={{ left: `${at * 100}%` }} aria-hidden="true" />
      ) : null}
      <ChartTip
        at={at}
        day={at === null ? '' : formatX(xs[active])}
        value={at === null ? '' : formatValue(ys[active])}
      />
    </div>
  );
}
