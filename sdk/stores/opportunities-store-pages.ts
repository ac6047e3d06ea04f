import type { Opportunity, OpportunityQuery, RejectedQuery } from '../api/opportunities';
import { PAGE_ROWS } from '../core/paging';

/**
 * Which page the opportunities store asks for next (docs/decisions/0008-paging-on-the-server.md): 'Show more' asks
 * from the groups (offered) or items (not interested) drawn; after an action the drawn range is asked again in one
 * call, so what is drawn stays drawn.
 */

/** Campaign groups drawn: every group the server sent is whole, so its distinct campaigns. */
export const groupsDrawn = (items: readonly Pick<Opportunity, 'campaign_id'>[]) =>
  new Set(items.map((o) => o.campaign_id)).size;

/** The next page of a paged offered list (`undefined` when the query is not paged: the whole list is drawn). */
export const nextInboxPage = (query: OpportunityQuery, drawn: readonly Opportunity[]): OpportunityQuery | undefined =>
  query.rowLimit === undefined ? undefined : { ...query, offset: groupsDrawn(drawn) };

/** The drawn range again, from the first group: at least a page of rows, at least the rows drawn. */
export const drawnInboxRange = (query: OpportunityQuery, drawn: number): OpportunityQuery =>
  query.rowLimit === undefined ? query : { ...query, offset: undefined, rowLimit: Math.max(query.rowLimit, drawn) };

/** The not-interested list's pages: `PAGE_ROWS` items from `offset`, of the store's podcast when it has one. */
export const rejectedPage = (scope: OpportunityQuery, offset: number, limit = PAGE_ROWS): RejectedQuery => ({
  podcastId: scope.scopePodcastId,
  offset,
  limit,
});
