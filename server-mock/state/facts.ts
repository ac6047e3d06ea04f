import type { DailySeries } from './models.ts';
import type { Store } from './store.ts';

export type SeriesField = 'impressions' | 'acquisitions' | 'acquired_downloads' | 'earnings_cents' | 'spend_cents';
export type SeriesFilter = {
  /** Only podspots running on podcasts owned by this publisher. */
  publisherUserId?: number;
  /** Only podspots of campaigns bought by this advertiser. */
  advertiserUserId?: number;
  publisherPodcastId?: number;
  advertiserPodcastId?: number;
  campaignId?: number;
};

export type SelectedSeries = {
  series: DailySeries;
  publisherPodcastId: number;
  advertiserPodcastId: number;
  campaignId: number;
};

/** The daily series matching a filter, each with the ids reports group by. */
export function selectSeries(store: Store, filter: SeriesFilter): SelectedSeries[] {
  const podcasts = new Map(store.podcasts.map((p) => [p.id, p]));
  const campaigns = new Map(store.campaigns.map((c) => [c.id, c]));
  const podspots = new Map(store.podspots.map((p) => [p.id, p]));
  const out: SelectedSeries[] = [];
  for (const series of store.series) {
    const podspot = podspots.get(series.podspot_id);
    if (!podspot) continue;
    const campaign = campaigns.get(podspot.campaign_id)!;
    const podcast = podcasts.get(podspot.publisher_podcast_id)!;
    if (filter.publisherUserId !== undefined && podcast.owner_id !== filter.publisherUserId) continue;
    if (filter.advertiserUserId !== undefined && campaign.advertiser_id !== filter.advertiserUserId) continue;
    if (filter.publisherPodcastId !== undefined && podcast.id !== filter.publisherPodcastId) continue;
    if (filter.advertiserPodcastId !== undefined && campaign.advertiser_podcast_id !== filter.advertiserPodcastId)
      continue;
    if (filter.campaignId !== undefined && campaign.id !== filter.campaignId) continue;
    out.push({
      series,
      publisherPodcastId: podcast.id,
      advertiserPodcastId: campaign.advertiser_podcast_id,
      campaignId: campaign.id,
    });
  }
  return out;
}

/** Per-day sums of some fields over [firstDay, lastDay]; index 0 is firstDay. */
export function sumByDay(
  selected: SelectedSeries[],
  fields: SeriesField[],
  firstDay: number,
  lastDay: number,
): Record<SeriesField, Float64Array> {
  const length = Math.max(0, lastDay - firstDay + 1);
  const sums = Object.fromEntries(fields.map((f) => [f, new Float64Array(length)])) as Record<
    SeriesField,
    Float64Array
  >;
  for (const { series } of selected) {
    const from = Math.max(firstDay, series.first_day);
    const to = Math.min(lastDay, series.first_day + series.impressions.length - 1);
    for (const field of fields) {
      const values = series[field];
      const target = sums[field];
      for (let day = from; day <= to; day++) target[day - firstDay] += values[day - series.first_day];
    }
  }
  return sums;
}

export const SERIES_FIELDS: readonly SeriesField[] = [
  'impressions',
  'acquisitions',
  'acquired_downloads',
  'earnings_cents',
  'spend_cents',
];
const FIELD_INDEX: Record<SeriesField, number> = {
  impressions: 0,
  acquisitions: 1,
  acquired_downloads: 2,
  earnings_cents: 3,
  spend_cents: 4,
};
const F = SERIES_FIELDS.length;

/** Days per block of the running sums: smaller answers faster, larger keeps less memory (5 × 8 bytes per block). */
export const BLOCK = 16;

/**
 * A series' running sums, for all five fields at once: `sums[k·5 + f]` is field f's total of the first k·BLOCK days
 * and `sums[blocks·5 + f]` its total over the whole series, so a range that runs to the series' last day (all time,
 * "last 30 days" …) needs no day-by-day adding at all, and any other range adds at most BLOCK − 1 days at each end.
 * One record per series, found with one lookup for all five fields: reports read many series, and on large stores
 * the memory each one touches, not the adding, is what costs (measured: a lookup per field took twice the CPU).
 */
type RunningSums = { arrays: Int32Array[]; length: number; sums: Float64Array };
const runningSums = new WeakMap<DailySeries, RunningSums>();

/** The series' record when it was made for the arrays the series holds now. */
function validSums(series: DailySeries): RunningSums | undefined {
  const cached = runningSums.get(series);
  const a = cached?.arrays; // field by field by name: this runs for every series of every report
  return a &&
    a[0] === series.impressions &&
    a[1] === series.acquisitions &&
    a[2] === series.acquired_downloads &&
    a[3] === series.earnings_cents &&
    a[4] === series.spend_cents
    ? cached
    : undefined;
}

/**
 * What the next read of `series` costs, counted in reads of a series whose record is made: 1, or, when its record is
 * still to be made (a pass over every day of every field), one more per `BLOCK` days. A long catch-up yields by it
 * (state/month-end.ts): after a jump every series is read first, and 64 first reads of ten-year series took 5–20 ms
 * of CPU between two yields on `large`.
 */
export const readCost = (series: DailySeries): number =>
  validSums(series) ? 1 : 1 + Math.ceil(series.impressions.length / BLOCK);

/**
 * The series' record, made on first use. A series only grows by getting new, longer arrays (lifecycle.ts
 * extendSeries), never by writing into arrays already read, so a record stays right while the series holds the same
 * arrays (the state file's cache in persistence/state-file.ts relies on the same rule).
 */
function sumsOf(series: DailySeries): RunningSums {
  const cached = validSums(series);
  if (cached) return cached;
  const arrays = SERIES_FIELDS.map((field) => series[field]);
  const length = arrays[0].length;
  const blocks = Math.floor(length / BLOCK);
  const sums = new Float64Array((blocks + 2) * F);
  for (let f = 0; f < F; f++) {
    const values = arrays[f];
    let total = 0;
    for (let i = 0; i < length; i++) {
      if (i % BLOCK === 0) sums[(i / BLOCK) * F + f] = total;
      total += values[i];
    }
    if (length % BLOCK === 0) sums[blocks * F + f] = total;
    sums[(blocks + 1) * F + f] = total;
  }
  const record = { arrays, length, sums };
  runningSums.set(series, record);
  return record;
}

/** Field f's total of the series' first `i` days (0 ≤ i ≤ length). */
function prefix(record: RunningSums, f: number, i: number): number {
  if (i === record.length) return record.sums[(Math.floor(i / BLOCK) + 1) * F + f];
  const block = Math.floor(i / BLOCK);
  let total = record.sums[block * F + f];
  if (block * BLOCK < i) {
    const values = record.arrays[f];
    for (let day = block * BLOCK; day < i; day++) total += values[day];
  }
  return total;
}

/** Total of one field over [firstDay, lastDay] for one series. */
export function sumRange(series: DailySeries, field: SeriesField, firstDay: number, lastDay: number): number {
  const from = Math.max(firstDay, series.first_day) - series.first_day; // the days as indexes [from, to)
  const to = Math.min(lastDay, series.first_day + series.impressions.length - 1) - series.first_day + 1;
  if (to <= from) return 0;
  const record = sumsOf(series);
  const f = FIELD_INDEX[field];
  return prefix(record, f, to) - prefix(record, f, from);
}

/** Adds every field's total over [firstDay, lastDay] of one series to `into` (one lookup for all five). */
export function addRange(
  series: DailySeries,
  firstDay: number,
  lastDay: number,
  into: Record<SeriesField, number>,
): void {
  const from = Math.max(firstDay, series.first_day) - series.first_day;
  const to = Math.min(lastDay, series.first_day + series.impressions.length - 1) - series.first_day + 1;
  if (to <= from) return;
  const record = sumsOf(series);
  into.impressions += prefix(record, 0, to) - prefix(record, 0, from);
  into.acquisitions += prefix(record, 1, to) - prefix(record, 1, from);
  into.acquired_downloads += prefix(record, 2, to) - prefix(record, 2, from);
  into.earnings_cents += prefix(record, 3, to) - prefix(record, 3, from);
  into.spend_cents += prefix(record, 4, to) - prefix(record, 4, from);
}
