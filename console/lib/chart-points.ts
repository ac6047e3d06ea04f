/**
 * A daily report item (docs/behaviour/earn.md#data, docs/behaviour/advertise.md#data): the day is `date` or `day`
 * (`YYYY-MM-DD`), the figures by name.
 */
export type DailyItem = { date?: string | null; day?: string | null } & Record<string, unknown>;

/** What the line chart draws: x as Unix seconds (UTC midnight of the day), ascending, and the values. */
export type ChartSeries = { xs: number[]; ys: number[] };

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Unix seconds of a `YYYY-MM-DD` day (a date-time's day also counts); null when missing or not a real calendar day. */
export function dayToSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March 2: a day that does not round-trip is not a real day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return time / 1000;
}

/** A finite number, or null for null, undefined, NaN, infinities and text that is not a number. */
function figure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Chart points are dropped when the date is missing or invalid, or the value is null or NaN
 * (docs/behaviour/earn.md#validation). The rest come out ordered by day (uPlot needs ascending x).
 */
export function chartPoints(items: readonly DailyItem[] | null | undefined, field: string): ChartSeries {
  const points: [number, number][] = [];
  for (const item of items ?? []) {
    const x = dayToSeconds(item.date ?? item.day);
    const y = figure(item[field]);
    if (x !== null && y !== null) points.push([x, y]);
  }
  points.sort((a, b) => a[0] - b[0]);
  return { xs: points.map((p) => p[0]), ys: points.map((p) => p[1]) };
}

/**
 * The series from its first non-zero value on. 'All time' starts in 2020, long before most accounts had figures;
 * years of leading zeros would squeeze the real data into a sliver of the chart. A series of zeros stays as it is.
 */
export function fromFirstValue(series: ChartSeries): ChartSeries {
  const first = series.ys.findIndex((y) => y !== 0);
  if (first <= 0) return series;
  return { xs: series.xs.slice(first), ys: series.ys.slice(first) };
}
