import { useRef } from 'react';
import { useOwnStyles } from './own-styles';
import css from './chart-tip.css?raw';

type Props = {
  /** Where the day is across the chart's box: 0 the left edge, 1 the right; null hides the tooltip. */
  at: number | null;
  day: string;
  value: string;
};

/**
 * A chart's tooltip (docs/behaviour/earn.md#chart): the day and its figure beside the day's line, on the side with
 * more room, so it stays inside the chart; the same words as polite live text, for screen readers. The chart's box
 * is its positioned parent.
 */
export function ChartTip({ at, day, value }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  useOwnStyles(ref, css);
  return (
    <>
      {at === null ? null : (
        <div
          className={`ps-chart-tip${at > 0.5 ? ' ps-chart-tip--left' : ''}`}
          style={{ left: `${at * 100}%` }}
          aria-hidden="true"
        >
          <span className="ps-chart-tip__day">{day}</span>
          <strong className="ps-chart-tip__value">{value}</strong>
        </div>
      )}
      <p ref={ref} className="ps-visually-hidden" aria-live="polite">
        {at === null ? '' : `${day}: ${value}`}
      </p>
    </>
  );
}
