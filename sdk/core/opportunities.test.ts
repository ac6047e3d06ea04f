import { describe, expect, it } from 'vitest';
import {
  ALL_FILTERS,
  arrangeOpportunities,
  assetUrl,
  budgetLabel,
  filterOptions,
  filterOpportunities,
  groupByCampaign,
  monthlyEstimateLabel,
  needsClamp,
  offeredFilters,
  opportunityCountLabel,
  sortGroups,
  type OpportunityFields,
  type OpportunitySort,
} from './opportunities';

const op = (
  id: number,
  campaign_id: number,
  campaign_name: string,
  created_at: string,
  extra: Partial<OpportunityFields> = {},
): OpportunityFields => ({
  id,
  campaign_id,
  campaign_name,
  created_at,
  advertiser_podcast_id: campaign_id + 1000,
  advertiser_podcast_name: `Show ${campaign_id}`,
  advertiser_podcast_art_work: `/api/artwork/${campaign_id}.png`,
  publisher_podcast_id: 1,
  publisher_podcast_name: 'Jazz Club',
  advertiser_budget: 5000,
  status: 'offered',
  ...extra,
});

const items = [
  op(1, 10, 'Money Notes', '2026-11-01T10:00:00Z', { advertiser_budget: 2000 }),
  op(2, 20, 'climate Digest', '2026-11-05T10:00:00Z', {
    advertiser_budget: 9000,
    publisher_podcast_id: 2,
    publisher_podcast_name: 'Ocean Hours',
  }),
  op(3, 10, 'Money Notes', '2026-11-09T10:00:00Z', {
    advertiser_budget: 2000,
    publisher_podcast_id: 2,
    publisher_podcast_name: 'Ocean Hours',
  }),
  op(4, 30, 'Run Club', '2026-11-03T10:00:00Z', { advertiser_budget: 9000 }),
  op(5, 40, 'Chess Lab', '2026-11-20T10:00:00Z', { status: 'not_interested' }),
];

describe('groupByCampaign', () => {
  it('groups by campaign, newest group first, items newest first, rejected left out', () => {
    const groups = groupByCampaign(items);
    expect(groups.map((g) => [g.campaignId, g.items.map((o) => o.id)])).toEqual([
      [10, [3, 1]],
      [20, [2]],
      [30, [4]],
    ]);
    expect(groups[0]).toMatchObject({
      campaignName: 'Money Notes',
      // The cover is the advertiser podcast's: the card names that show beside it.
      showId: 1010,
      showName: 'Show 10',
      artwork: '/api/artwork/10.png',
      budget: 2000,
      latest: '2026-11-09T10:00:00Z',
    });
  });
  it('is empty for no opportunities', () => expect(groupByCampaign([])).toEqual([]));
});

describe('sortGroups', () => {
  it.each<[OpportunitySort, number[]]>([
    ['recent', [10, 20, 30]],
    ['advertiser', [20, 10, 30]], // case-insensitive: climate < Money < Run
    ['budget_high', [20, 30, 10]], // 9000 tie → newest first (20 before 30)
    ['budget_low', [10, 20, 30]],
  ])('%s → campaigns %j', (sort, expected) => {
    expect(sortGroups(groupByCampaign(items), sort).map((g) => g.campaignId)).toEqual(expected);
  });
  it('does not change its argument', () => {
    const groups = groupByCampaign(items);
    sortGroups(groups, 'advertiser');
    expect(groups.map((g) => g.campaignId)).toEqual([10, 20, 30]);
  });
});

describe('filters', () => {
  it.each<[Parameters<typeof filterOpportunities>[1], number[]]>([
    [ALL_FILTERS, [1, 2, 3, 4, 5]],
    [{ advertiser: 'Money Notes', podcastId: 'all' }, [1, 3]],
    [{ advertiser: 'all', podcastId: 2 }, [2, 3]],
    [{ advertiser: 'Money Notes', podcastId: 2 }, [3]],
    [{ advertiser: 'Nobody', podcastId: 'all' }, []],
  ])('%j → %j', (filters, expected) => {
    expect(filterOpportunities(items, filters).map((o) => o.id)).toEqual(expected);
  });

  it('offers All + sorted campaign names and All + sorted podcast names, without repeats', () => {
    const { advertisers, podcasts } = filterOptions(items);
    expect(advertisers.map((o) => o.label)).toEqual([
      'All advertisers',
      'Chess Lab',
      'climate Digest',
      'Money Notes',
      'Run Club',
    ]);
    expect(podcasts).toEqual([
      { value: 'all', label: 'All podcasts' },
      { value: 1, label: 'Jazz Club' },
      { value: 2, label: 'Ocean Hours' },
    ]);
  });

  it.each<[Parameters<typeof offeredFilters>[0], Parameters<typeof offeredFilters>[0]]>([
    [ALL_FILTERS, ALL_FILTERS],
    [
      { advertiser: 'Run Club', podcastId: 2 },
      { advertiser: 'Run Club', podcastId: 2 },
    ],
    [
      { advertiser: 'Gone', podcastId: 2 },
      { advertiser: 'all', podcastId: 2 },
    ],
    [
      { advertiser: 'Run Club', podcastId: 99 },
      { advertiser: 'Run Club', podcastId: 'all' },
    ],
  ])('offeredFilters %j → %j', (filters, expected) => {
    expect(offeredFilters(filters, items)).toEqual(expected);
  });

  it('arranges: filter, group, sort', () => {
    expect(
      arrangeOpportunities(items, { advertiser: 'all', podcastId: 2 }, 'advertiser').map((g) => g.campaignId),
    ).toEqual([20, 10]);
  });
});

describe('labels and rules', () => {
  it.each([
    [opportunityCountLabel(0), '0 opportunities'],
    [opportunityCountLabel(1), '1 opportunity'],
    [opportunityCountLabel(2), '2 opportunities'],
    [monthlyEstimateLabel(15980, 24), '$384/m'],
    [monthlyEstimateLabel(51420, 24), '$1,234/m'],
    [monthlyEstimateLabel(0, 30), '$0/m'],
    [budgetLabel(5000), '$5,000'],
    [budgetLabel(5000.5), '$5,000.50'],
    [assetUrl('/api/artwork/1.png', 'http://localhost:4010/api'), 'http://localhost:4010/api/artwork/1.png'],
    [assetUrl('https://cdn.test/a.png', 'http://localhost:4010/api'), 'https://cdn.test/a.png'],
    [assetUrl('/api/artwork/1.png', '/api'), '/api/artwork/1.png'],
    [assetUrl('', 'http://localhost:4010/api'), ''],
  ])('%s is %s', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['x'.repeat(200), false],
    ['x'.repeat(201), true],
    ['', false],
    [null, false],
  ])('a description of %#: Show more %s', (description, expected) => expect(needsClamp(description)).toBe(expected));
});
