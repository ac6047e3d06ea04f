import { describe, expect, it } from 'vitest';
import { campaign, opportunity, podcast, podspot, series, storeOf } from './state-records.ts';
import { dayOf } from '../state/dates.ts';
import { indexOpportunities, indexStore, opportunityRow, podspotRow, spentByCampaign } from '../state/earn-rows.ts';
import {
  advertisersOfPublisher,
  findOwnPodcast,
  ownedPodcastIds,
  ownPodcasts,
  ownsPodcast,
  publisherReport,
} from '../state/publisher.ts';

const DAY = dayOf('2026-11-20');

/** Publisher 7 owns podcasts 1 and 2; podcast 3 is another publisher's; 10 and 11 advertise (campaigns 20, 21). */
const world = () =>
  storeOf({
    podcasts: [
      podcast(1, 7, { name: 'Beta', apple_feed_integrated: true }),
      podcast(2, 7, { name: 'Alpha' }),
      podcast(3, 8),
      podcast(10, 9, { name: 'Zeta ads', description: 'About Zeta' }),
      podcast(11, 9, { name: 'Eta ads' }),
      podcast(12, 9, { name: 'Unused ads' }),
    ],
    campaigns: [campaign(20, 10, { budget_cents: 5000, cpm_cents: 1500 }), campaign(21, 11, { podspot_plus: true })],
    opportunities: [
      opportunity(30, 20, 1, { created_at: '2026-11-01T00:00:00.000Z' }),
      opportunity(31, 21, 2, { created_at: '2026-11-03T00:00:00.000Z', status: 'not_interested' }),
      opportunity(32, 20, 2, { created_at: '2026-11-02T00:00:00.000Z', status: 'accepted' }),
      opportunity(33, 21, 3, { created_at: '2026-11-04T00:00:00.000Z' }),
    ],
    podspots: [
      podspot(40, 20, 2, { opportunity_id: 32, aasm_state: 'approved', status: 'active', audio_id: 'a1' }),
      podspot(41, 21, 3, { aasm_state: 'approved', status: 'active' }),
    ],
    series: [
      series(
        40,
        DAY - 40,
        Array.from({ length: 41 }, () => 100),
      ),
      series(41, DAY - 1, [7, 7]),
    ],
    audio: [{ id: 'a1', file_name: 'a1.mp3', bytes: Buffer.from('x') }],
  });

describe('earn rows', () => {
  it('an opportunity row names the campaign, both podcasts and the money in dollars', () => {
    const store = world();
    const o = store.opportunities[0];
    expect(opportunityRow(indexOpportunities(store, [o]), o)).toEqual({
      id: 30,
      campaign_id: 20,
      campaign_name: 'Campaign 20',
      advertiser_podcast_id: 10,
      advertiser_podcast_name: 'Zeta ads',
      advertiser_podcast_art_work: 'https://art/10.jpg',
      advertiser_podcast_description: 'About Zeta',
      advertiser_full_name: 'Host 10',
      publisher_podcast_id: 1,
      publisher_podcast_name: 'Beta',
      publisher_podcast_art_work: 'https://art/1.jpg',
      publisher_full_name: 'Host 1',
      advertiser_budget: 50,
      estimated_dls_per_ep: 1000,
      cpm: 15,
      podspot_plus: false,
      status: 'offered',
      created_at: '2026-11-01T00:00:00.000Z',
    });
  });

  it('indexOpportunities holds only what the rows show', () => {
    const store = world();
    const ix = indexOpportunities(store, [store.opportunities[0]]);
    expect([[...ix.campaigns.keys()], [...ix.podcasts.keys()].sort()]).toEqual([[20], [1, 10]]);
    expect([...indexStore(store).podcasts.keys()]).toEqual([1, 2, 3, 10, 11, 12]);
    expect(ix.series.get(40)?.first_day).toBe(DAY - 40);
  });

  it('a podspot row sums its earnings over the last 30 days and its life', () => {
    const store = world();
    const row = podspotRow(indexStore(store), store.podspots[0], DAY);
    expect(row).toMatchObject({
      id: 40,
      campaign_id: 20,
      campaign_art_work: 'https://art/10.jpg',
      campaign_artwork: 'https://art/10.jpg',
      aasm_state: 'approved',
      status: 'active',
      podspot_rss_content_title: 'Podspot 40',
      podspot_audio_url: '/api/audio/a1',
      cpm: 15,
      earnings_last_30_days: 30,
      earnings_lifetime: 41,
      advertiser_full_name: 'Host 10',
      advertiser_podcast_id: 10,
      publisher_podcast_id: 2,
      publisher_podcast_name: 'Alpha',
      apple_feed_integrated: false,
      podspot_uploaded: true,
      archived: false,
    });
    const bare = podspotRow(indexStore(store), podspot(49, 21, 1), DAY);
    expect(bare).toMatchObject({ podspot_audio_url: null, podspot_uploaded: false, earnings_lifetime: 0 });
    expect(bare.earnings_last_30_days).toBe(0);
  });

  it('spentByCampaign adds every podspot’s spend per campaign', () => {
    const store = world();
    store.series.push(series(99, DAY, [1000]));
    expect([...spentByCampaign(store, indexStore(store))]).toEqual([
      [20, 41 * 125],
      [21, 18],
    ]);
  });
});

describe('a publisher’s podcasts', () => {
  it('owns what carries their id', () => {
    const store = world();
    expect([...ownedPodcastIds(store, 7)]).toEqual([1, 2]);
    expect(ownPodcasts(store, 7).map((p) => p.id)).toEqual([1, 2]);
    expect(findOwnPodcast(store, 7, '2')?.id).toBe(2);
    expect(findOwnPodcast(store, 7, '3')).toBeUndefined();
    expect([ownsPodcast(store, 7, 1), ownsPodcast(store, 7, 3), ownsPodcast(store, 8, 3)]).toEqual([true, false, true]);
  });

  it('advertisersOfPublisher: the advertisers with a podspot on their podcasts, by name', () => {
    const store = world();
    store.podspots.push(podspot(42, 21, 1));
    expect(advertisersOfPublisher(store, 7).map((p) => p.name)).toEqual(['Eta ads', 'Zeta ads']);
    expect(advertisersOfPublisher(store, 8).map((p) => p.name)).toEqual(['Eta ads']);
  });

  it('publisherReport: a row per own podcast, earnings first, one podcast when asked', () => {
    const store = world();
    const all = publisherReport(store, { publisherUserId: 7 }, DAY - 9, DAY);
    expect(all.rows.map((r) => [r.podcast.name, r.sums.earnings_cents])).toEqual([
      ['Alpha', 1000],
      ['Beta', 0],
    ]);
    expect(all.totals.earnings_cents).toBe(1000);
    const one = publisherReport(store, { publisherUserId: 7, publisherPodcastId: 1 }, DAY - 9, DAY);
    expect(one.rows.map((r) => r.podcast.name)).toEqual(['Beta']);
  });
});
