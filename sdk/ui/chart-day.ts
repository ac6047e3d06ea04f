import { useState, type KeyboardEvent } from 'react';

/** A day chosen by the pointer or the keys, in the series it was chosen in; -1 when the tooltip was hidden. */
type Picked = { xs: readonly number[]; index: number };

/** What a chart needs to show one day of `xs` in its tooltip; spread the handlers on its focusable element. */
export type ChartDay = {
  /** The index into xs of the day the tooltip shows; -1 when none. */
  active: number;
  /** The pointer is at day `index` of xs (-1: it left). */
  point(index: number): void;
  onFocus(): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent): void;
};

/**
 * The day a chart's tooltip shows, derived in render from what was picked, in which series, and whether the chart has
 * focus: never reset by an effect. So a focus that lands before the chart (re)draws a new series shows that series'
 * last day just as a focus after it does, and a day picked in the previous series is never read into the new one.
 */
export function useChartDay(xs: readonly number[]): ChartDay {
  const [focused, setFocused] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const active = picked?.xs === xs ? picked.index : focused ? xs.length - 1 : -1;
  const pick = (index: number) => setPicked({ xs, index });
  return {
    active,
    point: pick,
    // A day the pointer shows stays; otherwise focus shows the last day.
    onFocus() {
      setFocused(true);
      setPicked((p) => (p && p.index >= 0 ? p : null));
    },
    onBlur() {
      setFocused(false);
      setPicked(null);
    },
    onKeyDown(event) {
      const next = dayForKey(event.key, active, xs.length);
      if (next === undefined) return;
      event.preventDefault();
      pick(next);
    },
  };
}

/**
 * The day a key moves a chart's tooltip to, out of `count` days: the arrows one day, Home the first, End the last;
 * -1 (hidden) for Escape; undefined for any other key. From no day, an arrow starts at the last.
 */
export function dayForKey(key: string, active: number, count: number): number | undefined {
  const last = count - 1;
  if (key === 'Escape') return -1;
  if (key === 'Home') return 0;
  if (key === 'End' || (active < 0 && (key === 'ArrowLeft' || key === 'ArrowRight'))) return last;
  if (key === 'ArrowLeft') return Math.max(0, active - 1);
  if (key === 'ArrowRight') return Math.min(last, active + 1);
  return undefined;
}
