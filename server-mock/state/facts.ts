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

/** Totals of some fields over [firstDay, lastDay] for one series. */
export function sumRange(series: DailySeries, field: SeriesField, firstDay: number, lastDay: number): number {
  const from = Math.max(firstDay, series.first_day);
  const to = Math.min(lastDay, series.first_day + series.impressions.length - 1);
  let total = 0;
  for (let day = from; day <= to; day++) total += series[field][day - series.first_day];
  return total;
}
