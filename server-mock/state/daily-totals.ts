import { isoOf } from './dates.ts';
import { sumByDay, type SelectedSeries, type SeriesField } from './facts.ts';

/** Per-day sums of some fields over every day the selected series cover (index 0 is `firstDay`). */
export type DailyTotals<F extends SeriesField> = { firstDay: number; lastDay: number; sums: Record<F, Float64Array> };

/**
 * The per-day sums of a selection over its whole span, built once and kept until the state changes (the routes keep
 * it in `ctx.lists`): a chart or a month's spend then reads a slice instead of adding tens of thousands of series.
 */
export function dailyTotals<F extends SeriesField>(selected: SelectedSeries[], fields: F[]): DailyTotals<F> {
  if (selected.length === 0) return { firstDay: 0, lastDay: -1, sums: sumByDay([], fields, 0, -1) };
  let firstDay = Infinity;
  let lastDay = -Infinity;
  for (const { series } of selected) {
    firstDay = Math.min(firstDay, series.first_day);
    lastDay = Math.max(lastDay, series.first_day + series.impressions.length - 1);
  }
  return { firstDay, lastDay, sums: sumByDay(selected, fields, firstDay, lastDay) };
}

/** Day-by-day figures over [firstDay, lastDay] (days outside the span are zero) and their totals. */
export function daysOf<F extends SeriesField>(totals: DailyTotals<F>, fields: F[], firstDay: number, lastDay: number) {
  const sums = {} as Record<F, number>;
  for (const field of fields) sums[field] = 0;
  const days = Array.from({ length: Math.max(0, lastDay - firstDay + 1) }, (_, i) => {
    const day = firstDay + i;
    const inSpan = day >= totals.firstDay && day <= totals.lastDay;
    const figures = {} as Record<F, number>;
    for (const field of fields) {
      const value = inSpan ? totals.sums[field][day - totals.firstDay] : 0;
      figures[field] = value;
      sums[field] += value;
    }
    return { date: isoOf(day), ...figures };
  });
  return { days, totals: sums };
}
