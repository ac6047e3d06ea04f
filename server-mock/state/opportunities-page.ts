import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { groupsFrom } from '@sdk/core/paging.ts';
import { indexOpportunities, opportunityRow } from './earn-rows.ts';
import { notInterested, offered, publisherOpportunities } from './opportunities.ts';
import type { Store } from './store.ts';

/**
 * The inbox's server-side mode (GET /earn/opportunities with `row_limit`): filters, sort and paging run here, with the
 * same rules the inbox ran in the browser (sdk/core), so the console's page and the widget fetch one page, not the
 * whole list. `offset` skips the campaign groups already drawn ('Show more'); `campaignLimit`, when given, caps the
 * groups too (the dashboard: at most 10 campaigns, at most a page of rows). `scopePodcastId` makes one podcast's
 * opportunities the whole list (the widget's `podcastId`): the facets and counts then leave the other podcasts out.
 */
export type PagedInboxQuery = {
  advertiser: string | 'all';
  sort: OpportunitySort;
  rowLimit: number;
  offset: number;
  campaignLimit?: number;
  scopePodcastId?: number;
};

/** Keeps what `build` makes under `key` until the next state change (the route passes `ctx.lists` for its user). */
export type Memo = <T>(key: string, build: () => T) => T;

/** The publisher's offered rows (of one podcast with a scope), their facets and the not-interested count. */
function inboxLists(store: Store, userId: number, memo: Memo, scopePodcastId: number | undefined) {
  return memo(`inbox ${scopePodcastId ?? 'all'}`, () => {
    const mine = publisherOpportunities(store, userId).filter(
      (o) => scopePodcastId === undefined || o.publisher_podcast_id === scopePodcastId,
    );
    const offers = offered(mine);
    const ix = indexOpportunities(store, offers);
    const rows = offers.map((o) => opportunityRow(ix, o));
    return { rows, facets: opportunityFacets(rows), rejected: notInterested(mine).length };
  });
}

/**
 * One page of whole campaign groups of the publisher's offered opportunities, with counts; the facets (the filter
 * choices of the whole list) come with the first page only (`offset` 0): the next pages keep the first page's.
 */
export function inboxPage(
  store: Store,
  userId: number,
  memo: Memo,
  query: PagedInboxQuery & { podcastId: number | undefined },
) {
  const lists = inboxLists(store, userId, memo, query.scopePodcastId);
  const filters = { advertiser: query.advertiser, podcastId: query.podcastId ?? ('all' as const) };
  const key = JSON.stringify(['arranged', query.scopePodcastId ?? 'all', filters.advertiser, filters.podcastId]);
  const { groups, total } = memo(`${key} ${query.sort}`, () => {
    const arranged = arrangeOpportunities(lists.rows, filters, query.sort);
    return { groups: arranged, total: arranged.reduce((n, g) => n + g.items.length, 0) };
  });
  const capped = query.campaignLimit === undefined ? groups : groups.slice(0, query.campaignLimit);
  const page = groupsFrom(capped, query.offset, query.rowLimit);
  return {
    data: { opportunities: page.shown.flatMap((g) => g.items) },
    total,
    campaigns: groups.length,
    rejected_opportunities: lists.rejected,
    ...(query.offset === 0 ? { facets: lists.facets } : {}),
  };
}
