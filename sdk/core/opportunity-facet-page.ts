import { OPTIONS_PAGE, searchOptions, type OptionPage } from './option-search';
import type { OpportunityFacets } from './opportunity-facets';
import type { OpportunityFilters } from './opportunities';

/**
 * The inbox's filter choices as a first page carries them (docs/behaviour/earn.md#searchable-dropdown): the first
 * `OPTIONS_PAGE` campaign names and podcasts of the whole offered list, the chosen ones when further on (so a select
 * can name them and tell that they are still offered), and how many each list has. A longer list is searched on the
 * server (GET /earn/opportunities/advertisers and /podcasts), so the answer's size does not grow with the account.
 */
export type FacetsPage = OpportunityFacets & {
  /** How many campaign names the whole offered list has (more than `advertisers` holds when cut). */
  advertisers_total: number;
  /** How many publisher podcasts it has. */
  podcasts_total: number;
};

/** The first `limit` of a sorted list, then the chosen entry when the list holds it further on. */
function firstWith<T>(all: readonly T[], limit: number, isChosen: (option: T) => boolean): T[] {
  const first = all.slice(0, limit);
  if (first.some(isChosen)) return first;
  const chosen = all.find(isChosen);
  return chosen === undefined ? first : [...first, chosen];
}

/** The facets page of the whole facets for the filters a page was asked with. */
export function facetsPage(whole: OpportunityFacets, chosen: OpportunityFilters, limit = OPTIONS_PAGE): FacetsPage {
  return {
    advertisers: firstWith(
      whole.advertisers,
      limit,
      (name) => chosen.advertiser !== 'all' && name === chosen.advertiser,
    ),
    podcasts: firstWith(whole.podcasts, limit, (p) => p.id === chosen.podcastId),
    offered: whole.offered,
    advertisers_total: whole.advertisers.length,
    podcasts_total: whole.podcasts.length,
  };
}

/** One page of a facet's server search: the matches of `query` in the list's order, cut to `limit`; `total` counts all. */
export function facetSearch<T>(
  all: readonly T[],
  query: string,
  limit: number,
  labelOf: (option: T) => string,
): OptionPage<T> {
  const matching = searchOptions(all, query, labelOf);
  return { items: matching.slice(0, limit), total: matching.length };
}
