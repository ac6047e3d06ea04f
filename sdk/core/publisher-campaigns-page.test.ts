import { describe, expect, it } from 'vitest';
import { arrangeCampaignList, campaignsPage } from './publisher-campaigns-page';
import type { CampaignRowFacts } from './publisher-campaigns';

const row = (id: number, over: Partial<CampaignRowFacts>): CampaignRowFacts => ({
  id,
  campaign_id: 1,
  campaign_name: 'Campaign',
  campaign_art_work: '/a.svg',
  aasm_state: 'draft',
  status: null,
  created_at: `2026-01-${String(id).padStart(2, '0')}T12:00:00Z`,
  earnings_lifetime: 0,
  podspot_uploaded: false,
  apple_feed_integrated: false,
  publisher_podcast_id: 10,
  advertiser_podcast_id: 20,
  ...over,
});
const active = { aasm_state: 'approved', status: 'active' } as const;

// Campaign 1: two drafts on podcast 10; campaign 2: one active on 10, one draft on 11; campaign 3: one active on 11.
const rows = [
  row(1, { campaign_id: 1 }),
  row(2, { campaign_id: 1 }),
  row(3, { campaign_id: 2, ...active }),
  row(4, { campaign_id: 2, publisher_podcast_id: 11 }),
  row(5, { campaign_id: 3, publisher_podcast_id: 11, ...active }),
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('arrangeCampaignList: the podcast, then the tab counts, then the tab, grouped and sorted', () => {
  it.each<[string, { tab: 'all' | 'draft' | 'active'; podcastId: number | 'all' }, number[][], number, object]>([
    ['every podcast, every tab', { tab: 'all', podcastId: 'all' }, [[5], [3, 4], [2, 1]], 5, { draft: 3, active: 2 }],
    ['one podcast', { tab: 'all', podcastId: 10 }, [[3], [2, 1]], 3, { all: 3, draft: 2, active: 1 }],
    ['a tab counts over the podcast, not the tab', { tab: 'active', podcastId: 11 }, [[5]], 1, { all: 2, draft: 1 }],
    ['a tab on every podcast', { tab: 'draft', podcastId: 'all' }, [[4], [2, 1]], 3, { all: 5, active: 2 }],
    ['a podcast with no campaign', { tab: 'all', podcastId: 99 }, [], 0, { all: 0, draft: 0, active: 0 }],
  ])('%s', (_, filters, groups, total, counts) => {
    const arranged = arrangeCampaignList(rows, filters, 'recent');
    expect(arranged.groups.map((g) => ids(g.items))).toEqual(groups);
    expect(arranged.total).toBe(total);
    expect(arranged.counts).toMatchObject(counts);
  });

  it('sorts the groups by the sort asked for', () => {
    const relevant = arrangeCampaignList(rows, { tab: 'all', podcastId: 'all' }, 'most_relevant');
    expect(relevant.groups.map((g) => g.campaignId)).toEqual([2, 1, 3]);
  });
});

describe('campaignsPage: whole groups from an offset, and the figures of the whole list', () => {
  const arranged = arrangeCampaignList(rows, { tab: 'all', podcastId: 'all' }, 'recent');
  it.each<[number, number, number[]]>([
    [0, 1, [5]],
    [0, 2, [5, 3, 4]], // the group that reaches the limit is drawn whole
    [1, 1, [3, 4]],
    [1, 10, [3, 4, 2, 1]],
    [3, 10, []],
  ])('offset %i, at least %i rows: %j', (offset, rowLimit, podspots) => {
    expect(campaignsPage(arranged, offset, rowLimit)).toEqual({
      podspots: podspots.map((id) => rows.find((r) => r.id === id)),
      total: 5,
      campaigns: 3,
      counts: arranged.counts,
    });
  });
});
