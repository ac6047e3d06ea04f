import { describe, expect, it } from 'vitest';
import {
  arrangeCampaigns,
  campaignAction,
  canArchive,
  compareWithinCampaign,
  groupCampaigns,
  insightsQuery,
  relevanceRank,
  sortCampaignGroups,
  type CampaignRowFacts,
  type CampaignSort,
} from './publisher-campaigns';

let nextId = 1;
const row = (over: Partial<CampaignRowFacts>): CampaignRowFacts => ({
  id: nextId++,
  campaign_id: 1,
  campaign_name: 'Campaign',
  campaign_art_work: '/a.svg',
  aasm_state: 'draft',
  status: null,
  created_at: '2026-01-01T00:00:00Z',
  earnings_lifetime: 0,
  podspot_uploaded: false,
  apple_feed_integrated: false,
  publisher_podcast_id: 10,
  advertiser_podcast_id: 20,
  ...over,
});
const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}T12:00:00Z`;

describe('relevanceRank (most relevant: docs/behaviour/earn.md#sorting)', () => {
  it.each<[Partial<CampaignRowFacts>, number]>([
    [{ aasm_state: 'draft' }, 0],
    [{ aasm_state: 'pending' }, 1],
    [{ aasm_state: 'approved', status: 'active' }, 2],
    [{ aasm_state: 'approved', status: 'deactivating' }, 3],
    [{ aasm_state: 'approved', status: 'inactive' }, 3],
    [{ aasm_state: 'approved', status: null }, 3],
  ])('%o → %i', (over, rank) => {
    expect(relevanceRank(row(over))).toBe(rank);
  });
});

describe('groupCampaigns: one group per campaign, active first, then newest', () => {
  it('groups, sums earnings and orders the items', () => {
    const oldActive = row({
      id: 1,
      campaign_id: 7,
      aasm_state: 'approved',
      status: 'active',
      created_at: day(1),
      earnings_lifetime: 10.1,
    });
    const newDraft = row({ id: 2, campaign_id: 7, created_at: day(9) });
    const midInactive = row({
      id: 3,
      campaign_id: 7,
      aasm_state: 'approved',
      status: 'inactive',
      created_at: day(5),
      earnings_lifetime: 0.2,
    });
    const other = row({ id: 4, campaign_id: 8, campaign_name: 'Other', created_at: day(3) });
    const groups = groupCampaigns([newDraft, other, oldActive, midInactive]);
    expect(groups.map((g) => g.campaignId)).toEqual([7, 8]);
    expect(groups[0].items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(groups[0]).toMatchObject({ latest: day(9), rank: 0, earnings: 10.3 });
    expect(groups[1]).toMatchObject({ campaignName: 'Other', latest: day(3), rank: 0, earnings: 0 });
  });

  it.each<[string, Partial<CampaignRowFacts>, Partial<CampaignRowFacts>, number]>([
    [
      'active before a newer draft',
      { aasm_state: 'approved', status: 'active', created_at: day(1) },
      { created_at: day(2) },
      -1,
    ],
    ['newer first among non-active', { created_at: day(3) }, { aasm_state: 'pending', created_at: day(2) }, -1],
    [
      'older inactive after a newer one',
      { aasm_state: 'approved', status: 'inactive', created_at: day(1) },
      { created_at: day(2) },
      1,
    ],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareWithinCampaign(row(a), row(b)))).toBe(sign);
  });
});

describe('sortCampaignGroups', () => {
  // Campaign 1: approved-active, newest. 2: a draft, oldest. 3: pending, middle. 4: inactive only, newer than 3.
  const rows = [
    row({
      campaign_id: 1,
      campaign_name: 'Zeta',
      aasm_state: 'approved',
      status: 'active',
      created_at: day(20),
      earnings_lifetime: 50,
    }),
    row({ campaign_id: 2, campaign_name: 'alpha', created_at: day(2), earnings_lifetime: 0 }),
    row({
      campaign_id: 2,
      campaign_name: 'alpha',
      aasm_state: 'approved',
      status: 'inactive',
      created_at: day(1),
      earnings_lifetime: 5,
    }),
    row({ campaign_id: 3, campaign_name: 'Mid', aasm_state: 'pending', created_at: day(10), earnings_lifetime: 0 }),
    row({
      campaign_id: 4,
      campaign_name: 'Beta',
      aasm_state: 'approved',
      status: 'inactive',
      created_at: day(15),
      earnings_lifetime: 120,
    }),
    row({ campaign_id: 5, campaign_name: 'Gamma', created_at: day(8), earnings_lifetime: 0 }),
  ];
  it.each<[CampaignSort, number[]]>([
    // drafts (newest first: 5 then 2), pending 3, approved-active 1, the rest 4
    ['most_relevant', [5, 2, 3, 1, 4]],
    ['recent', [1, 4, 3, 5, 2]],
    ['advertiser', [2, 4, 5, 3, 1]],
    ['earnings_high', [4, 1, 2, 3, 5]],
    ['earnings_low', [3, 5, 2, 1, 4]],
  ])('%s → %j', (sort, order) => {
    expect(sortCampaignGroups(groupCampaigns(rows), sort).map((g) => g.campaignId)).toEqual(order);
  });

  it('most relevant: equal best state and date fall back to the campaign id, highest first', () => {
    const tie = [row({ campaign_id: 1, created_at: day(3) }), row({ campaign_id: 2, created_at: day(3) })];
    expect(sortCampaignGroups(groupCampaigns(tie), 'most_relevant').map((g) => g.campaignId)).toEqual([2, 1]);
  });
});

describe('arrangeCampaigns: tab and podcast filters before grouping', () => {
  const rows = [
    row({ campaign_id: 1, publisher_podcast_id: 10, created_at: day(1) }),
    row({ campaign_id: 1, publisher_podcast_id: 11, aasm_state: 'approved', status: 'active', created_at: day(2) }),
    row({ campaign_id: 2, publisher_podcast_id: 11, aasm_state: 'approved', status: 'inactive', created_at: day(3) }),
  ];
  it.each<[string, Parameters<typeof arrangeCampaigns>[1], [number, number][]]>([
    [
      'all',
      { tab: 'all', podcastId: 'all' },
      [
        [1, 2],
        [2, 1],
      ],
    ],
    ['draft', { tab: 'draft', podcastId: 'all' }, [[1, 1]]],
    ['active', { tab: 'active', podcastId: 'all' }, [[1, 1]]],
    ['inactive', { tab: 'inactive', podcastId: 'all' }, [[2, 1]]],
    ['podcast 10', { tab: 'all', podcastId: 10 }, [[1, 1]]],
    ['podcast 11, draft: nothing', { tab: 'draft', podcastId: 11 }, []],
  ])('%s', (_name, filters, expected) => {
    expect(arrangeCampaigns(rows, filters, 'most_relevant').map((g) => [g.campaignId, g.items.length])).toEqual(
      expected,
    );
  });
});

describe('row actions and archive', () => {
  it.each<[Partial<CampaignRowFacts>, string | null, boolean]>([
    [{ aasm_state: 'draft' }, 'upload', true],
    [{ aasm_state: 'draft', apple_feed_integrated: true }, 'upload', true],
    [{ aasm_state: 'draft', podspot_uploaded: true }, 'integrate', true],
    [{ aasm_state: 'draft', podspot_uploaded: true, apple_feed_integrated: true }, null, true],
    [{ aasm_state: 'pending', podspot_uploaded: true }, null, false],
    [{ aasm_state: 'approved', status: 'active' }, 'insights', false],
    [{ aasm_state: 'approved', status: 'deactivating' }, 'insights', false],
    [{ aasm_state: 'approved', status: 'inactive' }, 'insights', true],
    [{ aasm_state: 'approved', status: null }, null, false],
  ])('%o → %s, archive %s', (over, action, archivable) => {
    expect(campaignAction(row(over))).toBe(action);
    expect(canArchive(row(over))).toBe(archivable);
  });

  it('insightsQuery names the podcast and the advertiser podcast', () => {
    expect(insightsQuery(row({ publisher_podcast_id: 1001, advertiser_podcast_id: 1037 }))).toBe(
      '?podcast_id=1001&advertiser_id=1037',
    );
  });
});
