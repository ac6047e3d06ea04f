import { useMemo, useState, type PointerEvent } from 'react';
import { downsample } from '../core/downsample';
import { nearestIndex, sparklinePaths } from '../core/sparkline';

type Props = {
  /** Unix seconds, ascending. */
  xs: number[];
  ys: number[];
  /** CSS pixels. */
  height: number;
  label: string;
  formatValue(value: number): string;
  formatX(seconds: number): string;
};

// The path is drawn in a fixed box and stretched to the element (the stroke keeps its width): no measuring, no canvas.
const BOX = { width: 600, height: 120, pad: 4 };

/**
 * A small line-and-area chart in inline SVG, for cards: a few hundred bytes instead of a charting library. Pointing
 * at it shows the nearest day and its value.
 */
export function Sparkline({ xs, ys, height, label, formatValue, formatX }: Props) {
  const series = useMemo(() => downsample({ xs, ys }, BOX.width) as { xs: number[]; ys: number[] }, [xs, ys]);
  const paths = useMemo(() => sparklinePaths(series.xs, series.ys, BOX), [series]);
  const [active, setActive] = useState(-1);
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(rect.width ? nearestIndex(xs, (event.clientX - rect.left) / rect.width) : -1);
  };
  const at = active >= 0 && xs.length > 1 ? (xs[active] - xs[0]) / (xs[xs.length - 1] - xs[0]) : null;
  return (
    <div className="ps-sparkline">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        style={{ height }}
        onPointerMove={onMove}
        onPointerLeave={() => setActive(-1)}
      >
        <path className="ps-sparkline__area" d={paths.area} />
        <path className="ps-sparkline__line" d={paths.line} vectorEffect="non-scaling-stroke" />
      </svg>
      {at !== null ? (
        <>
          <span className="ps-sparkline__cursor" style={{ left: `${at * 100}%` }} aria-hidden="true" />
          <p className="ps-sparkline__value" aria-hidden="true">
            {formatX(xs[active])}: {formatValue(ys[active])}
          </p>
        </>
      ) : null}
    </div>
  );
}
