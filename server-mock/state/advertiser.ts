import type { AdvertiserFilter } from './advertiser-filters.ts';
import type { Campaign, Podcast, Podspot } from './models.ts';
import type { Store } from './store.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** The podspots of the advertiser's own campaigns, optionally narrowed by the insights filters. */
export function advertiserPodspots(
  store: Store,
  userId: number,
  filter: AdvertiserFilter = {},
): { podspot: Podspot; campaign: Campaign }[] {
  const campaigns = new Map(store.campaigns.filter((c) => c.advertiser_id === userId).map((c) => [c.id, c]));
  const out: { podspot: Podspot; campaign: Campaign }[] = [];
  for (const podspot of store.podspots) {
    const campaign = campaigns.get(podspot.campaign_id);
    if (!campaign) continue;
    if (filter.advertiserPodcastId !== undefined && campaign.advertiser_podcast_id !== filter.advertiserPodcastId)
      continue;
    if (filter.publisherPodcastId !== undefined && podspot.publisher_podcast_id !== filter.publisherPodcastId) continue;
    out.push({ podspot, campaign });
  }
  return out;
}

const byName = (a: Podcast, b: Podcast) => a.name.localeCompare(b.name) || a.id - b.id;
const podcastsByIds = (store: Store, ids: Set<number>) => store.podcasts.filter((p) => ids.has(p.id)).sort(byName);

/** Publisher podcasts the advertiser's campaigns run on (a podspot exists), sorted by name. */
export const publisherPodcastsOf = (store: Store, userId: number, filter: AdvertiserFilter = {}): Podcast[] =>
  podcastsByIds(
    store,
    new Set(advertiserPodspots(store, userId, filter).map(({ podspot }) => podspot.publisher_podcast_id)),
  );

/** The advertiser's own podcasts that its campaigns promote (the "advertisers" of the insights filter). */
export const advertiserPodcastsOf = (store: Store, userId: number): Podcast[] =>
  podcastsByIds(
    store,
    new Set(store.campaigns.filter((c) => c.advertiser_id === userId).map((c) => c.advertiser_podcast_id)),
  );

export const audioUrl = (audioId: string | null) => (audioId ? `/api/audio/${audioId}` : null);

/** The spec's "Advertiser podspot record"; budget is the campaign's, spend_lifetime the podspot's whole series. */
export function advertiserPodspotRecord(store: Store, podspot: Podspot, campaign: Campaign, spendCents: number) {
  const advertiserPodcast = store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id);
  const publisherPodcast = store.podcasts.find((p) => p.id === podspot.publisher_podcast_id);
  return {
    id: podspot.id,
    campaign_name: campaign.name,
    campaign_id: campaign.id,
    campaign_art_work: advertiserPodcast?.small_artwork ?? '',
    aasm_state: podspot.aasm_state,
    status: podspot.status,
    podspot_rss_content_title: podspot.title,
    podspot_rss_content_description: podspot.description,
    podspot_audio_url: audioUrl(podspot.audio_id),
    advertiser_full_name: advertiserPodcast?.full_name ?? '',
    advertiser_podcast_id: campaign.advertiser_podcast_id,
    publisher_podcast_id: podspot.publisher_podcast_id,
    publisher_podcast_name: publisherPodcast?.name ?? '',
    created_at: podspot.created_at,
    budget: dollars(campaign.budget_cents),
    spend_lifetime: dollars(spendCents),
  };
}

/** Lifetime spend per podspot id, from the daily series. */
export function lifetimeSpend(store: Store): Map<number, number> {
  const spend = new Map<number, number>();
  for (const series of store.series) {
    let total = 0;
    for (const cents of series.spend_cents) total += cents;
    spend.set(series.podspot_id, (spend.get(series.podspot_id) ?? 0) + total);
  }
  return spend;
}
