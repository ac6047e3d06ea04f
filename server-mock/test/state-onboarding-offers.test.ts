import { describe, expect, it } from 'vitest';
import type { Campaign } from '../state/models.ts';
import {
  acceptOffer,
  acceptOnboardingFeed,
  advertiserPodcastOf,
  ensurePublisherPodcast,
  FALLBACK_CPM_CENTS,
  offerCampaigns,
  OFFER_COUNT,
  onboardingCpmCents,
  onboardingPodspot,
} from '../state/onboarding-offers.ts';
import { offerCampaign, offerRunningCampaigns } from '../state/partner-offers.ts';
import { world } from './partner-records.ts';
import { campaign, opportunity, podcast, podspot, storeOf, user } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
describe('offers', () => {
  it('offerRunningCampaigns: nothing without podcasts or campaigns', () => {
    const store = world();
    expect(offerRunningCampaigns(store, user(7), [], NOW)).toEqual([]);
    expect(offerRunningCampaigns(storeOf({}), user(7), [podcast(1, 7)], NOW)).toEqual([]);
  });

  it('offerCampaign dates the offer now', () => {
    const store = world();
    expect(offerCampaign(store, store.campaigns[0], store.podcasts[1], NOW)).toEqual({
      id: store.seq,
      campaign_id: 20,
      publisher_podcast_id: 1,
      status: 'offered',
      created_at: '2026-11-20T12:00:00.000Z',
    });
  });
});

describe('the onboarding’s offers', () => {
  const many = (n: number): Campaign[] =>
    Array.from({ length: n }, (_, i) => campaign(100 + i, 10, { advertiser_id: 9, cpm_cents: 1000 + (i % 3) * 500 }));

  it(`shows at most ${OFFER_COUNT} other advertisers’ campaigns, best paid first, then oldest`, () => {
    const store = storeOf({ campaigns: many(9) });
    expect(offerCampaigns(store, { id: 9 })).toEqual([]);
    expect(offerCampaigns(store, { id: 7 }).map((c) => c.id)).toEqual([102, 105, 108, 101, 104, 107]);
    expect(onboardingCpmCents(store, user(7))).toBe(Math.round((3 * 2000 + 3 * 1500) / 6));
    expect(onboardingCpmCents(store, user(9))).toBe(FALLBACK_CPM_CENTS);
  });

  it('the onboarding podcast: the user’s own, else an unclaimed one, else a new one', () => {
    const store = storeOf({ podcasts: [podcast(1, 5), podcast(2, null), podcast(3, 7)] });
    expect(ensurePublisherPodcast(store, user(7), 500).id).toBe(3);
    expect(ensurePublisherPodcast(store, user(8), 500)).toMatchObject({
      id: 2,
      owner_id: 8,
      estimated_dls_per_ep: 500,
    });
    const made = ensurePublisherPodcast(store, user(6), 40);
    expect(made).toMatchObject({
      name: "First6 Last6's Podcast",
      full_name: 'First6 Last6',
      description: 'The podcast of First6 Last6.',
      small_artwork: `/api/artwork/${made.id}.png`,
      apple_id: 1_000_000_000 + made.id,
      owner_id: 6,
      estimated_dls_per_ep: 40,
      apple_feed_integrated: false,
    });
    expect(store.podcasts.at(-1)).toBe(made);
  });

  it('accepting an offer: an accepted opportunity (the partner’s offer when there is one) and a draft', () => {
    const store = world();
    const ada = user(7);
    store.podcasts.push(podcast(3, 7, { name: 'Ada show' }));
    store.opportunities.push(opportunity(30, 20, 3), opportunity(31, 21, 3, { status: 'accepted' }));
    const first = acceptOffer(store, ada, store.campaigns[0], 700, NOW);
    expect(store.opportunities[0].status).toBe('accepted');
    expect(first).toMatchObject({
      opportunity_id: 30,
      campaign_id: 20,
      publisher_podcast_id: 3,
      description: 'A 30 to 60-second read for Campaign 20, recorded by the host.',
      estimated_dls_per_ep: 700,
      created_at: '2026-11-20T12:00:00.000Z',
      aasm_state: 'draft',
    });
    expect(ada.onboarding).toMatchObject({ podspot_id: first.id, estimated_dls_per_ep: 700 });
    expect(onboardingPodspot(store, ada)).toBe(first);
    const second = acceptOffer(store, ada, store.campaigns[1], 700, NOW);
    expect(store.opportunities).toHaveLength(3);
    expect(store.opportunities[2]).toMatchObject({ id: second.opportunity_id, campaign_id: 21, status: 'accepted' });
    expect(onboardingPodspot(store, user(8))).toBeUndefined();
    expect(advertiserPodcastOf(store, store.campaigns[0]).id).toBe(10);
  });

  it('accepting the smart feed integrates the podcast and moves a ready draft on', () => {
    const p = podcast(3, 7);
    const draft = podspot(40, 20, 3, { audio_id: 'a' });
    acceptOnboardingFeed(draft, p, NOW);
    expect([p.apple_feed_integrated, draft.aasm_state]).toEqual([true, 'pending']);
  });
});
