import { randomBytes } from 'node:crypto';
import { moveToPendingIfReady } from './lifecycle.ts';
import type { Campaign, Podcast, Podspot, User } from './models.ts';
import { addPodspot } from './podspots.ts';
import { nextId, type Store } from './store.ts';

/** How many offers the onboarding shows: enough for the two-column grid, few enough to choose from. */
export const OFFER_COUNT = 6;
/** The CPM the "Get started" estimate uses when there is no campaign to average (scenario `empty`). */
export const FALLBACK_CPM_CENTS = 2500;

/** Campaigns a new publisher may pick from: other advertisers' campaigns, best paid first. */
export function offerCampaigns(store: Store, user: Pick<User, 'id'>): Campaign[] {
  return store.campaigns
    .filter((c) => c.advertiser_id !== user.id)
    .sort((a, b) => b.cpm_cents - a.cpm_cents || a.id - b.id)
    .slice(0, OFFER_COUNT);
}

/** The CPM the monthly estimate of the first screen uses: the average of the offers the user will see, in cents. */
export function onboardingCpmCents(store: Store, user: User): number {
  const offers = offerCampaigns(store, user);
  if (offers.length === 0) return FALLBACK_CPM_CENTS;
  return Math.round(offers.reduce((sum, c) => sum + c.cpm_cents, 0) / offers.length);
}

export const advertiserPodcastOf = (store: Store, campaign: Campaign): Podcast =>
  store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)!;

/**
 * The podcast the onboarding podspot runs on: the user's first one, or (a new publisher has none yet)
 * the first unclaimed show of the catalogue, or a new show named after the user when none is left.
 */
export function ensurePublisherPodcast(store: Store, user: User, estimatedDlsPerEp: number): Podcast {
  const own = store.podcasts.find((p) => p.owner_id === user.id);
  if (own) return own;
  let podcast = store.podcasts.find((p) => p.owner_id === null);
  if (!podcast) {
    const id = nextId(store);
    podcast = {
      id,
      apple_id: 1_000_000_000 + id,
      name: `${user.first_name} ${user.last_name}'s Podcast`,
      full_name: `${user.first_name} ${user.last_name}`,
      description: `The podcast of ${user.first_name} ${user.last_name}.`,
      small_artwork: `/api/artwork/${id}.png`,
      owner_id: null,
      smart_feed_token: randomBytes(8).toString('hex'),
      apple_feed_integrated: false,
      spotify_feed_integrated: false,
      estimated_dls_per_ep: 0,
    };
    store.podcasts.push(podcast);
  }
  podcast.owner_id = user.id;
  podcast.estimated_dls_per_ep = estimatedDlsPerEp;
  return podcast;
}

/** Accepting an offer: an accepted opportunity and its draft podspot on the user's podcast. */
export function acceptOffer(
  store: Store,
  user: User,
  campaign: Campaign,
  estimatedDlsPerEp: number,
  nowMs: number,
): Podspot {
  const podcast = ensurePublisherPodcast(store, user, estimatedDlsPerEp);
  const created_at = new Date(nowMs).toISOString();
  // A partner account's podcast was offered the running campaigns when it was created: accepting one of those offers
  // accepts that opportunity rather than adding a second one for the same campaign.
  const offered = store.opportunities.find(
    (o) => o.campaign_id === campaign.id && o.publisher_podcast_id === podcast.id && o.status !== 'accepted',
  );
  const opportunity = offered ?? {
    id: nextId(store),
    campaign_id: campaign.id,
    publisher_podcast_id: podcast.id,
    status: 'accepted' as const,
    created_at,
  };
  if (offered) offered.status = 'accepted';
  else store.opportunities.push(opportunity);
  const podspot = addPodspot(store, opportunity, campaign, podcast, {
    description: `A 30 to 60-second read for ${campaign.name}, recorded by the host.`,
    estimated_dls_per_ep: estimatedDlsPerEp,
    created_at,
  });
  user.onboarding.podspot_id = podspot.id;
  user.onboarding.estimated_dls_per_ep = estimatedDlsPerEp;
  return podspot;
}

/** The draft podspot of the offer the user accepted in the onboarding; undefined before one was accepted. */
export const onboardingPodspot = (store: Store, user: User): Podspot | undefined =>
  store.podspots.find((p) => p.id === user.onboarding.podspot_id);

/** The publisher says the smart feed replaced their feed at their host: the onboarding podspot may go pending. */
export function acceptOnboardingFeed(podspot: Podspot, podcast: Podcast, nowMs: number): void {
  podcast.apple_feed_integrated = true;
  moveToPendingIfReady(podspot, podcast, nowMs);
}
