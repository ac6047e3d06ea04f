import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SORT_LABELS,
  filterByPodcast,
  groupCampaigns,
  isCampaignSort,
  orderPodspots,
  podcastNames,
  sortCampaigns,
  type CampaignRecord,
  type CampaignSort,
} from './advertiser-campaigns';

let nextId = 1;
const record = (over: Partial<CampaignRecord>): CampaignRecord => ({
  id: nextId++,
  campaign_id: 1,
  campaign_name: 'Alpha',
  campaign_art_work: 'a.svg',
  budget: 1000,
  spend_lifetime: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  publisher_podcast_name: 'Pod A',
  advertiser_podcast_id: 7,
  aasm_state: 'approved',
  status: 'active',
  ...over,
});

describe('groupCampaigns', () => {
  it.each<[string, CampaignRecord[], { id: number; budget: number; spend: number; progress: number; count: number }[]]>(
    [
      [
        "one campaign sums spend; budget is the first record's",
        [
          record({ campaign_id: 1, budget: 1000, spend_lifetime: 100 }),
          record({ campaign_id: 1, budget: 5000, spend_lifetime: 150 }),
        ],
        [{ id: 1, budget: 1000, spend: 250, progress: 25, count: 2 }],
      ],
      [
        'groups keep the order campaigns first appear in',
        [
          record({ campaign_id: 2, budget: 200, spend_lifetime: 50 }),
          record({ campaign_id: 1, budget: 100, spend_lifetime: 10 }),
          record({ campaign_id: 2, budget: 200, spend_lifetime: 50 }),
        ],
        [
          { id: 2, budget: 200, spend: 100, progress: 50, count: 2 },
          { id: 1, budget: 100, spend: 10, progress: 10, count: 1 },
        ],
      ],
      [
        'progress is capped at 100',
        [record({ campaign_id: 3, budget: 100, spend_lifetime: 180 })],
        [{ id: 3, budget: 100, spend: 180, progress: 100, count: 1 }],
      ],
      [
        'progress rounds',
        [record({ campaign_id: 4, budget: 3, spend_lifetime: 1 })],
        [{ id: 4, budget: 3, spend: 1, progress: 33, count: 1 }],
      ],
      [
        'a zero budget shows 0 %',
        [record({ campaign_id: 5, budget: 0, spend_lifetime: 10 })],
        [{ id: 5, budget: 0, spend: 10, progress: 0, count: 1 }],
      ],
      [
        'a NaN spend counts as 0',
        [
          record({ campaign_id: 6, budget: 100, spend_lifetime: Number.NaN }),
          record({ campaign_id: 6, spend_lifetime: 20 }),
        ],
        [{ id: 6, budget: 100, spend: 20, progress: 20, count: 2 }],
      ],
      [
        'cents do not drift',
        [record({ campaign_id: 7, spend_lifetime: 0.1 }), record({ campaign_id: 7, spend_lifetime: 0.2 })],
        [{ id: 7, budget: 1000, spend: 0.3, progress: 0, count: 2 }],
      ],
      ['no records, no groups', [], []],
    ],
  )('%s', (_name, records, expected) => {
    expect(
      groupCampaigns(records).map((g) => ({
        id: g.id,
        budget: g.budget,
        spend: g.spend,
        progress: g.progress,
        count: g.podspots.length,
      })),
    ).toEqual(expected);
  });

  it('takes name, artwork and the latest creation from the records', () => {
    const [group] = groupCampaigns([
      record({
        campaign_id: 9,
        campaign_name: 'Nine',
        campaign_art_work: '9.svg',
        created_at: '2026-02-01T00:00:00.000Z',
      }),
      record({ campaign_id: 9, created_at: '2026-03-05T00:00:00.000Z' }),
    ]);
    expect(group).toMatchObject({ name: 'Nine', artwork: '9.svg', latest: '2026-03-05T00:00:00.000Z' });
  });
});

describe('orderPodspots (active first, then newest first)', () => {
  it.each<[string, Partial<CampaignRecord>[], number[]]>([
    [
      'active before others',
      [
        { id: 1, aasm_state: 'draft', status: null },
        { id: 2, aasm_state: 'approved', status: 'active' },
      ],
      [2, 1],
    ],
    [
      'newest first within a rank',
      [
        { id: 1, created_at: '2026-01-01T00:00:00Z' },
        { id: 2, created_at: '2026-03-01T00:00:00Z' },
        { id: 3, created_at: '2026-02-01T00:00:00Z' },
      ],
      [2, 3, 1],
    ],
    [
      'inactive is not active',
      [
        { id: 1, aasm_state: 'approved', status: 'inactive', created_at: '2026-05-01T00:00:00Z' },
        { id: 2, created_at: '2026-01-01T00:00:00Z' },
      ],
      [2, 1],
    ],
  ])('%s', (_name, rows, ids) => {
    expect(orderPodspots(rows.map(record)).map((r) => r.id)).toEqual(ids);
  });
});

describe('podcastNames', () => {
  it('lists distinct names, sorted', () => {
    const names = podcastNames([
      record({ publisher_podcast_name: 'Zed' }),
      record({ publisher_podcast_name: 'alpha' }),
      record({ publisher_podcast_name: 'Zed' }),
      record({ publisher_podcast_name: '' }),
    ]);
    expect(names).toEqual(['alpha', 'Zed']);
  });
});

describe('filterByPodcast', () => {
  const groups = groupCampaigns([
    record({ campaign_id: 1, publisher_podcast_name: 'A', spend_lifetime: 10 }),
    record({ campaign_id: 1, publisher_podcast_name: 'B', spend_lifetime: 30 }),
    record({ campaign_id: 2, publisher_podcast_name: 'B', spend_lifetime: 5 }),
  ]);
  it.each<[string, string, { id: number; spend: number; podcasts: string[] }[]]>([
    [
      'all keeps everything',
      'all',
      [
        { id: 1, spend: 40, podcasts: ['A', 'B'] },
        { id: 2, spend: 5, podcasts: ['B'] },
      ],
    ],
    ['a podcast narrows the rows, keeps the campaign totals', 'A', [{ id: 1, spend: 40, podcasts: ['A'] }]],
    [
      'campaigns on the podcast only',
      'B',
      [
        { id: 1, spend: 40, podcasts: ['B'] },
        { id: 2, spend: 5, podcasts: ['B'] },
      ],
    ],
    ['an unknown podcast leaves nothing', 'C', []],
  ])('%s', (_name, podcast, expected) => {
    const ids = filterByPodcast(groups, podcast).map((g) => ({
      id: g.id,
      spend: g.spend,
      podcasts: g.podspots.map((p) => p.publisher_podcast_name).sort(),
    }));
    expect(ids).toEqual(expected);
  });
});

describe('sortCampaigns', () => {
  const groups = groupCampaigns([
    record({ campaign_id: 1, campaign_name: 'Garden Hour', spend_lifetime: 300, created_at: '2026-01-18T00:00:00Z' }),
    record({
      campaign_id: 2,
      campaign_name: 'deep sea stories',
      spend_lifetime: 900,
      created_at: '2025-09-29T00:00:00Z',
    }),
    record({
      campaign_id: 3,
      campaign_name: 'The Jazz Cellar',
      spend_lifetime: 100,
      created_at: '2025-12-12T00:00:00Z',
    }),
    record({
      campaign_id: 3,
      campaign_name: 'The Jazz Cellar',
      spend_lifetime: 100,
      created_at: '2026-10-13T00:00:00Z',
    }),
    record({ campaign_id: 4, campaign_name: 'Alpha', spend_lifetime: 300, created_at: '2024-01-01T00:00:00Z' }),
  ]);
  it.each<[CampaignSort, number[]]>([
    ['recent', [3, 1, 2, 4]],
    ['name', [4, 2, 1, 3]],
    ['spend_desc', [2, 4, 1, 3]],
    ['spend_asc', [3, 4, 1, 2]],
  ])('%s → %j', (sort, ids) => {
    expect(sortCampaigns(groups, sort).map((g) => g.id)).toEqual(ids);
  });

  it('does not change its input', () => {
    const before = groups.map((g) => g.id);
    sortCampaigns(groups, 'name');
    expect(groups.map((g) => g.id)).toEqual(before);
  });

  it.each([
    ['recent', true],
    ['spend_asc', true],
    ['budget', false],
    [undefined, false],
  ])('isCampaignSort(%s) is %s', (value, ok) => {
    expect(isCampaignSort(value)).toBe(ok);
  });

  it('labels every sort as documented', () => {
    expect(Object.values(CAMPAIGN_SORT_LABELS)).toEqual([
      'Most recent',
      'Campaign name',
      'Spend: High to Low',
      'Spend: Low to High',
    ]);
  });
});
