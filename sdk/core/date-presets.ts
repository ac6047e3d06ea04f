/**
 * The shared date presets (docs/behaviour/earn.md#date-presets); ranges are inclusive calendar days in `YYYY-MM-DD`.
 */
export const DATE_PRESETS = [
  'this_month',
  'last_month',
  'last_3_month',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_180_days',
  'all_time',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const PRESET_LABELS = {
  this_month: 'This month',
  last_month: 'Last month',
  last_3_month: 'Last 3 months',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  last_180_days: 'Last 180 days',
  all_time: 'All time',
} as const satisfies Record<DatePreset, string>;

/** The presets the insights duration lists offer: all but last_3_month (docs/behaviour/earn.md#date-presets). */
export const INSIGHTS_PRESETS = DATE_PRESETS.filter((p) => p !== 'last_3_month');

export type DateRange = { start: string; end: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

export const isDatePreset = (value: unknown): value is DatePreset => DATE_PRESETS.includes(value as DatePreset);

/**
 * The range of a preset on `today` (a local calendar date, passed in so tests are deterministic); undefined for a
 * value that is not a preset. Written for few bytes: the loader holds it, to start the earnings card's first call.
 */
export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  const end = iso(utc(y, m, d));
  const days = /^last_(7|30|90|180)_days$/.exec(preset);
  if (days) return { start: iso(utc(y, m, d + 1 - +days[1])), end };
  if (preset === 'this_month') return { start: iso(utc(y, m, 1)), end };
  if (preset === 'all_time') return { start: '2020-01-01', end };
  // Whole calendar months before this one.
  const months = preset === 'last_month' ? 1 : preset === 'last_3_month' ? 3 : 0;
  return (months ? { start: iso(utc(y, m - months, 1)), end: iso(utc(y, m, 0)) } : undefined) as DateRange;
}
