import { selectSeries } from './facts.ts';
import type { Campaign, Podcast, Podspot } from './models.ts';
import { dollars } from './money.ts';
import { byName, newestFirst } from './order.ts';
import { byFigureThenName, sumPerPodcast } from './reports.ts';
import type { Store } from './store.ts';

/** The advertiser insights' two filters: a publisher podcast and an advertiser podcast; absent means no filter. */
export type AdvertiserFilter = { publisherPodcastId?: number; advertiserPodcastId?: number };

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

/**
 * The advertiser Podspot record (docs/behaviour/advertise.md#data); budget is the campaign's, spend_lifetime the
 * podspot's whole series.
 */
export function advertiserPodspotRecord(
  store: Store,
  podspot: Podspot,
  campaign: Campaign,
  spendCents: number,
  podcastOf: (id: number) => Podcast | undefined = (id) => store.podcasts.find((p) => p.id === id),
) {
  const advertiserPodcast = podcastOf(campaign.advertiser_podcast_id);
  const publisherPodcast = podcastOf(podspot.publisher_podcast_id);
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

/** Lifetime spend per podspot id, from the daily series (only of `podspotIds` when given). */
export function lifetimeSpend(store: Store, podspotIds?: ReadonlySet<number>): Map<number, number> {
  const spend = new Map<number, number>();
  for (const series of store.series) {
    if (podspotIds && !podspotIds.has(series.podspot_id)) continue;
    let total = 0;
    for (const cents of series.spend_cents) total += cents;
    spend.set(series.podspot_id, (spend.get(series.podspot_id) ?? 0) + total);
  }
  return spend;
}

/**
 * The advertiser's podspot records, newest first. Podcasts are looked up by id and only the advertiser's series summed:
 * on `xlarge` a scan of the podcast list per record and every podspot's series took most of half a second.
 */
export function advertiserPodspotRecords(store: Store, userId: number) {
  const own = advertiserPodspots(store, userId);
  const spend = lifetimeSpend(store, new Set(own.map(({ podspot }) => podspot.id)));
  const podcasts = new Map(store.podcasts.map((p) => [p.id, p]));
  return own
    .map(({ podspot, campaign }) =>
      advertiserPodspotRecord(store, podspot, campaign, spend.get(podspot.id) ?? 0, (id) => podcasts.get(id)),
    )
    .sort(newestFirst);
}

/** One podspot of the advertiser's campaigns by the id in a path; undefined for anyone else's. */
export const findAdvertiserPodspot = (store: Store, userId: number, rawId: string) =>
  advertiserPodspots(store, userId).find(({ podspot }) => String(podspot.id) === rawId);

/**
 * Which filter names an id that is not the advertiser's own (checked in this order), or null: the call answers 404
 * on it, so ids of others do not leak.
 */
export function foreignFilter(
  store: Store,
  userId: number,
  { publisherPodcastId, advertiserPodcastId }: AdvertiserFilter,
): 'publisherPodcast' | 'advertiser' | null {
  if (publisherPodcastId !== undefined && advertiserPodspots(store, userId, { publisherPodcastId }).length === 0)
    return 'publisherPodcast';
  if (
    advertiserPodcastId !== undefined &&
    !advertiserPodcastsOf(store, userId).some((p) => p.id === advertiserPodcastId)
  )
    return 'advertiser';
  return null;
}

/** One row per publisher podcast the (filtered) campaigns run on, highest spend first, with totals. */
export function advertiserReport(
  store: Store,
  userId: number,
  filter: AdvertiserFilter,
  firstDay: number,
  lastDay: number,
  selected = selectSeries(store, { advertiserUserId: userId, ...filter }),
) {
  const podcasts = publisherPodcastsOf(store, userId, filter);
  const { rows, totals } = sumPerPodcast(selected, podcasts, firstDay, lastDay);
  rows.sort(byFigureThenName('spend_cents'));
  return { rows, totals };
}
