import { describe, expect, it } from 'vitest';
import { facetSearch, facetsPage } from './opportunity-facet-page';
import type { OpportunityFacets } from './opportunity-facets';
import { ALL_FILTERS, type OpportunityFilters } from './opportunities';

const whole: OpportunityFacets = {
  advertisers: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  podcasts: [
    { id: 1, name: 'Jazz Club' },
    { id: 2, name: 'Ocean Hours' },
    { id: 3, name: 'Zebra Talk' },
  ],
  offered: 9,
};

describe('facetsPage', () => {
  const cases: [string, OpportunityFilters, number, string[], number[]][] = [
    ['the first page of each list', ALL_FILTERS, 2, ['Alpha', 'Beta'], [1, 2]],
    ['a chosen entry on the page adds nothing', { advertiser: 'Beta', podcastId: 1 }, 2, ['Alpha', 'Beta'], [1, 2]],
    [
      'a chosen entry further on follows',
      { advertiser: 'Delta', podcastId: 3 },
      2,
      ['Alpha', 'Beta', 'Delta'],
      [1, 2, 3],
    ],
    [
      'a chosen entry no longer offered is left out',
      { advertiser: 'Omega', podcastId: 7 },
      2,
      ['Alpha', 'Beta'],
      [1, 2],
    ],
    ['a short list is whole', ALL_FILTERS, 100, whole.advertisers, [1, 2, 3]],
  ];
  it.each(cases)('%s', (_name, chosen, limit, advertisers, podcasts) => {
    const page = facetsPage(whole, chosen, limit);
    expect(page.advertisers).toEqual(advertisers);
    expect(page.podcasts.map((p) => p.id)).toEqual(podcasts);
    expect([page.advertisers_total, page.podcasts_total, page.offered]).toEqual([4, 3, 9]);
  });
});

describe('facetSearch', () => {
  const cases: [string, string, number, string[], number][] = [
    ['matches anywhere, ignoring case, in order', 'A', 10, ['Alpha', 'Beta', 'Gamma', 'Delta'], 4],
    ['cut to the limit, total counts all', 'ta', 1, ['Beta'], 2],
    ['trims the text', '  gam ', 10, ['Gamma'], 1],
    ['nothing matches', 'zz', 10, [], 0],
  ];
  it.each(cases)('%s', (_name, query, limit, items, total) =>
    expect(facetSearch(whole.advertisers, query, limit, (n) => n)).toEqual({ items, total }),
  );
});
