import { selectSeries } from './facts.ts';
import type { Podcast } from './models.ts';
import { byName } from './order.ts';
import { byFigureThenName, sumPerPodcast } from './reports.ts';
import type { Store } from './store.ts';

/** The podcasts a publisher owns, by id. */
export const ownedPodcastIds = (store: Store, userId: number) =>
  new Set(store.podcasts.filter((p) => p.owner_id === userId).map((p) => p.id));

/** The publisher's podcasts, in store order. */
export const ownPodcasts = (store: Store, userId: number): Podcast[] =>
  store.podcasts.filter((p) => p.owner_id === userId);

/** One of the publisher's podcasts by the id in a path; undefined for anyone else's, so ids do not leak. */
export const findOwnPodcast = (store: Store, userId: number, rawId: string): Podcast | undefined =>
  store.podcasts.find((p) => String(p.id) === rawId && p.owner_id === userId);

/** The advertiser podcasts whose campaigns have a podspot on the publisher's podcasts, by name. */
export function advertisersOfPublisher(store: Store, userId: number): Podcast[] {
  const owned = ownedPodcastIds(store, userId);
  const campaignIds = new Set(
    store.podspots.filter((p) => owned.has(p.publisher_podcast_id)).map((p) => p.campaign_id),
  );
  const advertiserIds = new Set(
    store.campaigns.filter((c) => campaignIds.has(c.id)).map((c) => c.advertiser_podcast_id),
  );
  return store.podcasts.filter((p) => advertiserIds.has(p.id)).sort(byName);
}

/**
 * The filters of every publisher report call. `advertiserPodcastId` that never ran on the publisher's podcasts simply
 * matches nothing; `publisherPodcastId` must be one of the publisher's own (the caller checks with `ownsPodcast`).
 */
export type PublisherFilter = { publisherUserId: number; publisherPodcastId?: number; advertiserPodcastId?: number };

export const ownsPodcast = (store: Store, userId: number, podcastId: number) =>
  store.podcasts.some((p) => p.id === podcastId && p.owner_id === userId);

/** One row per podcast of the publisher (zero rows included: the client hides them), earnings first. */
export function publisherReport(
  store: Store,
  filter: PublisherFilter,
  firstDay: number,
  lastDay: number,
  selected = selectSeries(store, filter),
) {
  const podcasts = ownPodcasts(store, filter.publisherUserId).filter(
    (p) => filter.publisherPodcastId === undefined || p.id === filter.publisherPodcastId,
  );
  const { rows, totals } = sumPerPodcast(selected, podcasts, firstDay, lastDay);
  rows.sort(byFigureThenName('earnings_cents'));
  return { rows, totals };
}
