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

export type SelectedSeries = { series: DailySeries; publisherPodcastId: number; advertiserPodcastId: number; campaignId: number };

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
    if (filter.advertiserPodcastId !== undefined && campaign.advertiser_podcast_id !== filter.advertiserPodcastId) continue;
    if (filter.campaignId !== undefined && campaign.id !== filter.campaignId) continue;
    out.push({ series, publisherPodcastId: podcast.id, advertiserPodcastId: campaign.advertiser_podcast_id, campaignId: campaign.id });
  }
  return out;
}

/** Per-day sums of some fields over [firstDay, lastDay]; index 0 is firstDay. */
export function sumByDay(selected: SelectedSeries[], fields: SeriesField[], firstDay: number, lastDay: number): Record<SeriesField, Float64Array> {
  const length = Math.max(0, lastDay - firstDay + 1);
  const sums = Object.fromEntries(fields.map((f) => [f, new Float64Array(length)])) as Record<SeriesField, Float64Array>;
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

/**
 * Totals of one field over [firstDay, lastDay] for one series, in O(BLOCK) instead of O(days): whole blocks of
 * BLOCK days come from a running sum kept per series array (see blockSums), only the partial blocks at both
 * ends are added day by day.
 */
export function sumRange(series: DailySeries, field: SeriesField, firstDay: number, lastDay: number): number {
  const values = series[field];
  const from = Math.max(firstDay, series.first_day) - series.first_day;
  const to = Math.min(lastDay, series.first_day + values.length - 1) - series.first_day;
  if (to < from) return 0;
  const firstBlock = Math.ceil(from / BLOCK);
  const endBlock = Math.floor((to + 1) / BLOCK);
  if (endBlock - firstBlock < 1) return addDays(values, from, to);
  const sums = blockSums(values);
  return addDays(values, from, firstBlock * BLOCK - 1) + sums[endBlock] - sums[firstBlock] + addDays(values, endBlock * BLOCK, to);
}

/** Days per block of the running sums: smaller answers faster, larger keeps less memory (8 bytes per block). */
export const BLOCK = 16;

function addDays(values: Int32Array, from: number, to: number): number {
  let total = 0;
  for (let i = from; i <= to; i++) total += values[i];
  return total;
}

/**
 * sums[k] = the total of the first k·BLOCK days. Kept per array object: a series only grows by getting new,
 * longer arrays (lifecycle.ts extendSeries), never by writing into arrays already read, so an array's sums
 * never go stale (the state file's cache in persistence.ts relies on the same rule). Computed on first use.
 */
function blockSums(values: Int32Array): Float64Array {
  let sums = runningSums.get(values);
  if (!sums) {
    const blocks = Math.floor(values.length / BLOCK);
    sums = new Float64Array(blocks + 1);
    for (let k = 0; k < blocks; k++) sums[k + 1] = sums[k] + addDays(values, k * BLOCK, k * BLOCK + BLOCK - 1);
    runningSums.set(values, sums);
  }
  return sums;
}
const runningSums = new WeakMap<Int32Array, Float64Array>();
