import { describe, expect, it } from 'vitest';
import {
  facetOptions,
  keepFacets,
  offeredFacetFilters,
  opportunityFacets,
  type OpportunityFacets,
} from './opportunity-facets';
import { ALL_FILTERS, filterOptions, type OpportunityFields, type OpportunityFilters } from './opportunities';

const op = (
  id: number,
  campaign_name: string,
  publisher_podcast_id: number,
  publisher_podcast_name: string,
  status = 'offered',
): OpportunityFields => ({
  id,
  campaign_id: id * 10,
  campaign_name,
  created_at: '2026-11-01T10:00:00Z',
  advertiser_podcast_id: id + 1000,
  advertiser_podcast_name: `Show ${id}`,
  advertiser_podcast_art_work: '',
  publisher_podcast_id,
  publisher_podcast_name,
  advertiser_budget: 5000,
  status,
});
const items = [
  op(1, 'Money Notes', 2, 'Ocean Hours'),
  op(2, 'climate Digest', 1, 'Jazz Club'),
  op(3, 'Money Notes', 1, 'Jazz Club'),
  op(4, 'Chess Lab', 3, 'Zebra Talk', 'not_interested'),
];

describe('opportunityFacets', () => {
  it('lists sorted names and podcasts of the offered items, and counts them', () => {
    expect(opportunityFacets(items)).toEqual({
      advertisers: ['climate Digest', 'Money Notes'],
      podcasts: [
        { id: 1, name: 'Jazz Club' },
        { id: 2, name: 'Ocean Hours' },
      ],
      offered: 3,
    });
  });
  it('is empty for no items', () =>
    expect(opportunityFacets([])).toEqual({ advertisers: [], podcasts: [], offered: 0 }));
  it("gives the same select choices as filterOptions of the whole list (without its 'All' entries)", () => {
    const offered = items.slice(0, 3);
    const whole = filterOptions(offered);
    expect(facetOptions(opportunityFacets(offered))).toEqual({
      advertisers: { options: whole.advertisers.slice(1), total: 2 },
      podcasts: { options: whole.podcasts.slice(1), total: 2 },
    });
  });
  it("counts a first page's choices by its totals", () => {
    const page = { ...opportunityFacets(items), advertisers_total: 120, podcasts_total: 7 };
    expect([facetOptions(page).advertisers.total, facetOptions(page).podcasts.total]).toEqual([120, 7]);
  });
});

describe('offeredFacetFilters', () => {
  const facets: OpportunityFacets = {
    advertisers: ['Money Notes'],
    podcasts: [{ id: 1, name: 'Jazz Club' }],
    offered: 2,
  };
  const cases: [string, OpportunityFilters, OpportunityFilters][] = [
    ['all stays all', ALL_FILTERS, ALL_FILTERS],
    ['offered values stay', { advertiser: 'Money Notes', podcastId: 1 }, { advertiser: 'Money Notes', podcastId: 1 }],
    ['a gone advertiser falls back', { advertiser: 'Run Club', podcastId: 1 }, { advertiser: 'all', podcastId: 1 }],
    [
      'a gone podcast falls back',
      { advertiser: 'Money Notes', podcastId: 9 },
      { advertiser: 'Money Notes', podcastId: 'all' },
    ],
  ];
  it.each(cases)('%s', (_name, filters, expected) => expect(offeredFacetFilters(filters, facets)).toEqual(expected));
  it('answers the same object when nothing changed', () => {
    const filters = { advertiser: 'Money Notes', podcastId: 1 as const };
    expect(offeredFacetFilters(filters, facets)).toBe(filters);
  });
});

describe('keepFacets (the same facets keep their object)', () => {
  const facets = (advertisers: string[], podcasts: [number, string][], offered = 3): OpportunityFacets => ({
    advertisers,
    podcasts: podcasts.map(([id, name]) => ({ id, name })),
    offered,
  });
  const previous = facets(['Acme', 'Bloom'], [[1, 'Jazz']]);
  it.each<[string, OpportunityFacets | null, boolean]>([
    ['equal', facets(['Acme', 'Bloom'], [[1, 'Jazz']]), true],
    ['another offered count', facets(['Acme', 'Bloom'], [[1, 'Jazz']], 4), false],
    ['another advertiser', facets(['Acme', 'Cove'], [[1, 'Jazz']]), false],
    ['one advertiser fewer', facets(['Acme'], [[1, 'Jazz']]), false],
    ['a renamed podcast', facets(['Acme', 'Bloom'], [[1, 'Jazz Club']]), false],
    ['another podcast id', facets(['Acme', 'Bloom'], [[2, 'Jazz']]), false],
    ['none', null, false],
    ['the same first page of a longer list', { ...previous, advertisers_total: 120 } as OpportunityFacets, false],
  ])('%s → %s keeps the previous object', (_, next, kept) => {
    const result = keepFacets(previous, next);
    expect(result === previous).toBe(kept);
    expect(result).toEqual(kept ? previous : next);
  });
  it('keeps a first page whose totals say the same', () => {
    const page = { ...previous, advertisers_total: 120, podcasts_total: 1 };
    expect(keepFacets(page, { ...page })).toBe(page);
    expect(keepFacets(page, { ...page, podcasts_total: 2 })).not.toBe(page);
  });
  it('takes the first facets as they come', () => {
    expect(keepFacets(null, previous)).toBe(previous);
  });
});
