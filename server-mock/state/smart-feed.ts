import type { Podcast, Podspot } from './models.ts';
import { newestFirst } from './order.ts';
import type { Store, StoredAudio } from './store.ts';

/**
 * A podcast's smart feed URL: `<public base>/feeds/<smart_feed_token>.xml`. The token is random per
 * podcast, so the URL does not reveal the podcast id. The one place this format is written: the
 * onboarding, settings and earn calls all build it here.
 */
export function smartFeedUrl(base: string, podcast: Pick<Podcast, 'smart_feed_token'>): string {
  return `${base.replace(/\/+$/, '')}/feeds/${podcast.smart_feed_token}.xml`;
}

export const podcastByFeedToken = (store: Store, token: string): Podcast | undefined =>
  store.podcasts.find((p) => p.smart_feed_token === token);

export type FeedItem = { podspot: Podspot; advertiserName: string; audio?: StoredAudio };

/**
 * What the smart feed adds to a podcast (the mock has no episodes of its own): one item per approved and active
 * podspot, newest first, each naming the advertiser it recommends, with its audio.
 */
export function feedItems(store: Store, podcast: Podcast): FeedItem[] {
  return store.podspots
    .filter((p) => p.publisher_podcast_id === podcast.id && p.aasm_state === 'approved' && p.status === 'active')
    .sort(newestFirst)
    .map((podspot) => {
      const campaign = store.campaigns.find((c) => c.id === podspot.campaign_id);
      const advertiser = store.podcasts.find((p) => p.id === campaign?.advertiser_podcast_id);
      return {
        podspot,
        advertiserName: advertiser?.name ?? campaign?.name ?? 'a podcast',
        audio: store.audio.find((a) => a.id === podspot.audio_id),
      };
    });
}
