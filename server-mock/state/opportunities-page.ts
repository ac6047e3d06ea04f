import type { Request } from 'express';
import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, OPPORTUNITY_SORTS, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { firstGroups } from '@sdk/core/paging.ts';
import { indexOpportunities, opportunityRow } from './earn-rows.ts';
import type { Opportunity } from './models.ts';
import type { Store } from './store.ts';

/** `campaignLimit`, when given, caps the page's groups too (the dashboard: at most 10 campaigns, at most a page of rows). */
export type PagedInboxQuery = {
  advertiser: string | 'all';
  sort: OpportunitySort;
  rowLimit: number;
  campaignLimit?: number;
};

/**
 * The opportunities page's server-side mode (GET /earn/opportunities with `row_limit`): filters, sort and paging run
 * here, with the same rules the inbox runs in the browser (sdk/core), so the page fetches one page, not the whole list.
 * Answers undefined without `row_limit` (the whole list, as the SDK inbox reads it). The contract validated the values.
 */
export function pagedInboxQuery(req: Request): PagedInboxQuery | undefined {
  if (req.query.row_limit === undefined) return undefined;
  const advertiser =
    typeof req.query.advertiser === 'string' && req.query.advertiser !== '' ? req.query.advertiser : 'all';
  const sort = OPPORTUNITY_SORTS.find((s) => s === req.query.sort) ?? 'recent';
  const campaignLimit = req.query.campaign_limit === undefined ? undefined : Number(req.query.campaign_limit);
  return { advertiser, sort, rowLimit: Number(req.query.row_limit), campaignLimit };
}

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
