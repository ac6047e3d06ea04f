import { describe, expect, it } from 'vitest';
import { dayOf } from '../state/dates.ts';
import { selectSeries } from '../state/facts.ts';
import { lineDescription, podcastEarnings } from '../state/podcast-earnings.ts';
import { campaignsToOffer, offerRunningCampaigns } from '../state/partner-offers.ts';
import { campaign, podcast, podspot, series, storeOf, user } from './state-records.ts';

const DAY = dayOf('2026-10-01');

/** Publisher 7 owns podcasts 1 ('Beta') and 2 ('Alpha'); advertisers 8 and 9 run campaigns 20 and 21. */
const world = () =>
  storeOf({
    podcasts: [
      podcast(1, 7, { name: 'Beta' }),
      podcast(2, 7, { name: 'Alpha' }),
      podcast(3, 6),
      podcast(10, 9),
      podcast(11, 8),
    ],
    campaigns: [campaign(20, 10, { advertiser_id: 9 }), campaign(21, 11, { advertiser_id: 8 })],
    podspots: [podspot(40, 20, 1), podspot(41, 21, 1), podspot(42, 20, 2), podspot(43, 21, 3), podspot(44, 21, 2)],
    series: [
      series(40, DAY, [100, 100]),
      series(41, DAY, [300]),
      series(42, DAY - 1, [50, 350]),
      series(43, DAY, [999]),
      series(44, DAY, [0, 0]),
      series(99, DAY, [5]),
    ],
  });

describe('selectSeries', () => {
  it.each([
    [{}, [40, 41, 42, 43, 44]],
    [{ publisherUserId: 7 }, [40, 41, 42, 44]],
    [{ advertiserUserId: 8 }, [41, 43, 44]],
    [{ publisherPodcastId: 2 }, [42, 44]],
    [{ advertiserPodcastId: 10 }, [40, 42]],
    [{ campaignId: 21 }, [41, 43, 44]],
    [{ publisherUserId: 7, campaignId: 21, publisherPodcastId: 1 }, [41]],
  ])('%j picks %j, with the ids reports group by', (filter, ids) => {
    const selected = selectSeries(world(), filter);
    expect(selected.map((s) => s.series.podspot_id)).toEqual(ids);
    for (const s of selected) {
      const p = world().podspots.find((x) => x.id === s.series.podspot_id)!;
      expect([s.publisherPodcastId, s.campaignId, s.advertiserPodcastId]).toEqual([
        p.publisher_podcast_id,
        p.campaign_id,
        p.campaign_id === 20 ? 10 : 11,
      ]);
    }
  });
});

describe('podcastEarnings', () => {
  it('per podcast, highest first, and per podspot inside; only what earned', () => {
    const { totalCents, podcasts } = podcastEarnings(world(), 7, DAY, DAY + 1);
    expect(totalCents).toBe(200 + 300 + 350);
    expect(
      podcasts.map((p) => [p.podcast.name, p.cents, p.lines.map((l) => [l.podspot.id, l.campaign.id, l.cents])]),
    ).toEqual([
      [
        'Beta',
        500,
        [
          [41, 21, 300],
          [40, 20, 200],
        ],
      ],
      ['Alpha', 350, [[42, 20, 350]]],
    ]);
    expect(lineDescription(podcasts[0].lines[0])).toBe('Podspot for Campaign 21');
  });

  it('ties by podcast name, then by podspot id; nothing earned is an empty list', () => {
    const store = world();
    store.series = [series(40, DAY, [10]), series(41, DAY, [10]), series(42, DAY, [20])];
    const { podcasts } = podcastEarnings(store, 7, DAY, DAY);
    expect(podcasts.map((p) => [p.podcast.name, p.lines.map((l) => l.podspot.id)])).toEqual([
      ['Alpha', [42]],
      ['Beta', [40, 41]],
    ]);
    expect(podcastEarnings(store, 7, DAY + 5, DAY + 9)).toEqual({ totalCents: 0, podcasts: [] });
    expect(podcastEarnings(store, 6, DAY, DAY)).toEqual({ totalCents: 0, podcasts: [] });
  });
});

describe('partner offers', () => {
  it('campaignsToOffer: others’ campaigns with budget left, not yet offered, best paid then oldest', () => {
    const campaigns = [
      campaign(20, 10, { advertiser_id: 9, cpm_cents: 1000 }),
      campaign(22, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(21, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(23, 10, { advertiser_id: 7, cpm_cents: 9000 }),
      campaign(24, 10, { advertiser_id: 9, cpm_cents: 9000, budget_cents: 500 }),
      campaign(25, 10, { advertiser_id: 9, cpm_cents: 8000 }),
    ];
    const spent = new Map([[24, 500]]);
    expect(campaignsToOffer(campaigns, spent, 7, new Set()).map((c) => c.id)).toEqual([25, 21, 22, 20]);
    expect(campaignsToOffer(campaigns, spent, 7, new Set([25, 20])).map((c) => c.id)).toEqual([21, 22]);
  });

  it('offerRunningCampaigns offers each podcast what it was not offered yet', () => {
    const store = world();
    store.opportunities.push({ id: 30, campaign_id: 20, publisher_podcast_id: 1, status: 'offered', created_at: '' });
    const made = offerRunningCampaigns(store, user(7), [store.podcasts[0], store.podcasts[1]], 0);
    expect(made.map((o) => [o.publisher_podcast_id, o.campaign_id])).toEqual([
      [1, 21],
      [2, 20],
      [2, 21],
    ]);
    expect(store.opportunities.slice(1)).toEqual(made);
  });
});
