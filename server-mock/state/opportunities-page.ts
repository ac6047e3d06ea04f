import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { firstGroups } from '@sdk/core/paging.ts';
import { indexOpportunities, opportunityRow } from './earn-rows.ts';
import type { Opportunity } from './models.ts';
import type { Store } from './store.ts';

/**
 * The opportunities page's server-side mode (GET /earn/opportunities with `row_limit`): filters, sort and paging run
 * here, with the same rules the inbox runs in the browser (sdk/core), so the page fetches one page, not the whole list.
 * `campaignLimit`, when given, caps the page's groups too (the dashboard: at most 10 campaigns, at most a page of rows).
 */
export type PagedInboxQuery = {
  advertiser: string | 'all';
  sort: OpportunitySort;
  rowLimit: number;
  campaignLimit?: number;
};

/** One page of whole campaign groups of `offered` (every offered opportunity of the publisher), with counts and facets. */
export function inboxPage(
  store: Store,
  offered: Opportunity[],
  query: PagedInboxQuery & { podcastId: number | undefined },
) {
  const ix = indexOpportunities(store, offered);
  const rows = offered.map((o) => opportunityRow(ix, o));
  const filters = { advertiser: query.advertiser, podcastId: query.podcastId ?? ('all' as const) };
  const groups = arrangeOpportunities(rows, filters, query.sort);
  const page = firstGroups(
    query.campaignLimit === undefined ? groups : groups.slice(0, query.campaignLimit),
    query.rowLimit,
  );
  return {
    data: { opportunities: page.shown.flatMap((g) => g.items) },
    total: groups.reduce((n, g) => n + g.items.length, 0),
    campaigns: groups.length,
    facets: opportunityFacets(rows),
  };
}
