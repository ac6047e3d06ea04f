import {
  getOpportunities,
  getRejectedOpportunities,
  type Opportunity,
  type OpportunityList,
  type OpportunityQuery,
  type RejectedOpportunity,
  type RejectedQuery,
} from '../api/opportunities';
import type { ApiClient } from '../api/client';
import { PAGE_ROWS } from '../core/paging';
import { createPagedList } from './paged-list';

/**
 * The opportunities store's two lists as paged lists (docs/decisions/0008-paging-on-the-server.md): 'Show more' asks
 * from the groups (offered) or items (not interested) drawn; after an action the drawn range is asked again in one
 * call, so what is drawn stays drawn.
 */

/** Campaign groups drawn: every group the server sent is whole, so its distinct campaigns. */
export const groupsDrawn = (items: readonly Pick<Opportunity, 'campaign_id'>[]) =>
  new Set(items.map((o) => o.campaign_id)).size;

/**
 * The call for `limit` rows from group `offset` of a paged offered query (`rowLimit` set); a query without `rowLimit`
 * is the whole list (or a dashboard's first campaigns), asked as it is.
 */
export const offeredPage = (query: OpportunityQuery, offset: number, limit: number): OpportunityQuery =>
  query.rowLimit === undefined ? query : { ...query, offset: offset || undefined, rowLimit: limit };

/** The not-interested list's pages: `limit` items from `offset`, of the store's podcast when it has one. */
export const rejectedPage = (scope: OpportunityQuery, offset: number, limit = PAGE_ROWS): RejectedQuery => ({
  podcastId: scope.scopePodcastId,
  offset,
  limit,
});

/** The offered list: entries are campaign groups (the server's `campaigns`), a page is the query's `rowLimit` rows. */
export const createOfferedList = (client: ApiClient, first: OpportunityQuery) =>
  createPagedList<OpportunityQuery, Opportunity, OpportunityList<Opportunity>>({
    first,
    fetch: (query, offset, limit) => getOpportunities(client, offeredPage(query, offset, limit)),
    read: (answer) => {
      const items = answer.data.opportunities;
      return { items, total: answer.campaigns ?? groupsDrawn(items) };
    },
    entries: groupsDrawn,
    pageRows: (query) => query.rowLimit ?? PAGE_ROWS,
  });

/** The not-interested list: items, `PAGE_ROWS` a page, of the scope's podcast when it has one. */
export const createRejectedList = (client: ApiClient, first: OpportunityQuery) =>
  createPagedList<OpportunityQuery, RejectedOpportunity, OpportunityList<RejectedOpportunity>>({
    first,
    fetch: (scope, offset, limit) => getRejectedOpportunities(client, rejectedPage(scope, offset, limit)),
    read: (answer) => ({ items: answer.data.opportunities, total: answer.total ?? answer.data.opportunities.length }),
  });
