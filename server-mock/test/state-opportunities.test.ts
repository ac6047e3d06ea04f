import { describe, expect, it } from 'vitest';
import { campaign, opportunity, podcast, podspot, series, storeOf } from './state-records.ts';
import { dayOf } from '../state/dates.ts';
import {
  acceptOpportunity,
  findOwnOpportunity,
  notInterested,
  offered,
  opportunityList,
  publisherOpportunities,
  setNotInterested,
} from '../state/opportunities.ts';
import { feedItems, podcastByFeedToken, smartFeedUrl } from '../state/smart-feed.ts';

const DAY = dayOf('2026-11-20');
const NOW = Date.parse('2026-11-20T12:00:00Z');

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

describe('opportunities', () => {
  it('a publisher’s, split by status, found by id only for their own', () => {
    const store = world();
    const mine = publisherOpportunities(store, 7);
    expect(mine.map((o) => o.id)).toEqual([30, 31, 32]);
    expect(offered(mine).map((o) => o.id)).toEqual([30]);
    expect(notInterested(mine).map((o) => o.id)).toEqual([31]);
    expect(findOwnOpportunity(store, 7, '31')?.id).toBe(31);
    expect(findOwnOpportunity(store, 7, '33')).toBeUndefined();
  });

  it('opportunityList: newest first, by podcast, the n newest campaigns whole', () => {
    const store = world();
    const mine = publisherOpportunities(store, 7);
    const ids = (q: Parameters<typeof opportunityList>[2]) => {
      const { rows, total } = opportunityList(store, mine, q);
      return [rows.map((r) => r.id), total];
    };
    expect(ids({ rejected: false })).toEqual([[31, 32, 30], 3]);
    expect(ids({ rejected: false, podcastId: 2 })).toEqual([[31, 32], 2]);
    expect(ids({ rejected: false, campaignLimit: 1 })).toEqual([[31], 3]);
    expect(ids({ rejected: false, campaignLimit: 2 })).toEqual([[31, 32, 30], 3]);
    expect(ids({ rejected: false, campaignLimit: 0 })).toEqual([[], 3]);
  });

  it('the not-interested list carries the campaign’s budget left, its whole budget and its count', () => {
    const store = world();
    const { rows } = opportunityList(store, notInterested(publisherOpportunities(store, 7)), { rejected: true });
    expect(rows).toEqual([
      expect.objectContaining({
        id: 31,
        budget: 999.82,
        totalBudget: 1000,
        opportunitiesCount: 1,
        monthly_estimate: expect.any(Number),
      }),
    ]);
    const overspent = opportunityList(store, [store.opportunities[0]], { rejected: true }).rows[0];
    expect(overspent).toMatchObject({ budget: 0, totalBudget: 50, opportunitiesCount: 1 });
  });

  it('accepting makes a draft podspot once; not interested and back, never once accepted', () => {
    const store = world();
    const o = store.opportunities[0];
    expect(setNotInterested(o, true)).toBe(true);
    expect(o.status).toBe('not_interested');
    expect(setNotInterested(o, false)).toBe(true);
    expect(o.status).toBe('offered');
    const made = acceptOpportunity(store, o, NOW)!;
    expect(made).toMatchObject({
      opportunity_id: 30,
      campaign_id: 20,
      publisher_podcast_id: 1,
      aasm_state: 'draft',
      status: null,
      title: 'Campaign 20 on Beta',
      description: 'Recommended listening: Zeta ads, hosted by Host 10.',
      estimated_dls_per_ep: 1000,
      created_at: '2026-11-20T12:00:00.000Z',
    });
    expect(o.status).toBe('accepted');
    expect(store.podspots.at(-1)).toBe(made);
    expect(acceptOpportunity(store, o, NOW)).toBeUndefined();
    expect(setNotInterested(o, true)).toBe(false);
    expect(o.status).toBe('accepted');
    const again = store.opportunities[1];
    store.podspots.push(podspot(43, 21, 2, { opportunity_id: 31 }));
    expect(acceptOpportunity(store, again, NOW)).toBeUndefined();
    expect(again.status).toBe('not_interested');
    const acceptedBefore = opportunity(34, 20, 1, { status: 'accepted' });
    expect(acceptOpportunity(store, acceptedBefore, NOW)).toBeUndefined();
  });
});

describe('the smart feed', () => {
  it.each([
    ['https://x.test', 'https://x.test/feeds/feed1.xml'],
    ['https://x.test/', 'https://x.test/feeds/feed1.xml'],
    ['https://x.test/api//', 'https://x.test/api/feeds/feed1.xml'],
  ])('of %s is %s', (base, url) => {
    expect(smartFeedUrl(base, podcast(1, 7))).toBe(url);
  });

  it('carries the approved active podspots of the podcast, newest first, naming the advertiser', () => {
    const store = world();
    expect(podcastByFeedToken(store, 'feed2')?.id).toBe(2);
    expect(podcastByFeedToken(store, 'nope')).toBeUndefined();
    store.podspots.push(
      podspot(44, 21, 2, { aasm_state: 'approved', status: 'active', created_at: '2026-11-05T00:00:00.000Z' }),
      podspot(45, 21, 2, { aasm_state: 'approved', status: 'inactive' }),
      podspot(46, 21, 2, { aasm_state: 'pending', status: 'active' }),
      podspot(47, 99, 2, { aasm_state: 'approved', status: 'active', created_at: '2025-01-01T00:00:00.000Z' }),
    );
    store.campaigns.push(campaign(99, 404, { name: 'Orphan' }));
    store.podspots.push(
      podspot(48, 98, 2, { aasm_state: 'approved', status: 'active', created_at: '2024-01-01T00:00:00.000Z' }),
    );
    const items = feedItems(store, store.podcasts[1]);
    expect(items.map((i) => [i.podspot.id, i.advertiserName, i.audio?.id])).toEqual([
      [44, 'Eta ads', undefined],
      [40, 'Zeta ads', 'a1'],
      [47, 'Orphan', undefined],
      [48, 'a podcast', undefined],
    ]);
  });
});
