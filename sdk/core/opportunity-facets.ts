import { filterOptions, type FilterOption, type OpportunityFields, type OpportunityFilters } from './opportunities';

/**
 * What the inbox's filter selects and heading need from the whole offered list, so a page can fetch one page of it
 * (GET /earn/opportunities with `row_limit`): the campaign names and publisher podcasts offered, sorted as the selects
 * show them, and how many opportunities are offered in all.
 */
export type OpportunityFacets = {
  advertisers: string[];
  podcasts: { id: number; name: string }[];
  /** Every offered opportunity, whatever the filters. */
  offered: number;
};

/** The facets of a list (rejected opportunities left out). */
export function opportunityFacets(items: readonly OpportunityFields[]): OpportunityFacets {
  const offered = items.filter((o) => o.status !== 'not_interested');
  const options = filterOptions(offered);
  return {
    advertisers: options.advertisers.slice(1).map((o) => o.value),
    podcasts: options.podcasts.slice(1).map((o) => ({ id: o.value as number, name: o.label })),
    offered: offered.length,
  };
}

/** Facets with the totals of a first page (sdk/core/opportunity-facet-page.ts); without them the lists are whole. */
type FacetsWithTotals = OpportunityFacets & { advertisers_total?: number; podcasts_total?: number };

/** One filter's choices as a select draws them: the first page of the whole list, and how many the whole list has. */
export type FacetChoices<V> = { options: FilterOption<V>[]; total: number };

/** The filter selects' choices from a first page's facets: the 'All ...' entry is the select's own. */
export const facetOptions = (facets: FacetsWithTotals) => ({
  advertisers: {
    options: facets.advertisers.map((n) => ({ value: n, label: n })),
    total: facets.advertisers_total ?? facets.advertisers.length,
  } as FacetChoices<string>,
  podcasts: {
    options: facets.podcasts.map((p) => ({ value: p.id, label: p.name })),
    total: facets.podcasts_total ?? facets.podcasts.length,
  } as FacetChoices<number>,
});

/** Like `offeredFilters`: a chosen value the facets no longer offer falls back to `all`. */
export function offeredFacetFilters(filters: OpportunityFilters, facets: OpportunityFacets): OpportunityFilters {
  const advertiser = facets.advertisers.includes(filters.advertiser) ? filters.advertiser : 'all';
  const podcastId = facets.podcasts.some((p) => p.id === filters.podcastId) ? filters.podcastId : 'all';
  return advertiser === filters.advertiser && podcastId === filters.podcastId ? filters : { advertiser, podcastId };
}

/**
 * The facets to keep: previous itself when next says the same (every first page brings the facets again, and a new
 * filter or sort does not change them), so the selects' choices are not drawn again for nothing.
 */
export function keepFacets<F extends FacetsWithTotals>(previous: F | null, next: F | null): F | null {
  if (!previous || !next || previous.offered !== next.offered) return next;
  const same =
    previous.advertisers_total === next.advertisers_total &&
    previous.podcasts_total === next.podcasts_total &&
    previous.advertisers.length === next.advertisers.length &&
    previous.podcasts.length === next.podcasts.length &&
    previous.advertisers.every((name, i) => name === next.advertisers[i]) &&
    previous.podcasts.every((p, i) => p.id === next.podcasts[i].id && p.name === next.podcasts[i].name);
  return same ? previous : next;
}
