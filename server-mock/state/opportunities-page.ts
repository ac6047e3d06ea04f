import { facetsPage } from '@sdk/core/opportunity-facet-page.ts';
import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { groupsFrom } from '@sdk/core/paging.ts';
import { indexOpportunities, opportunityRow } from './earn-rows.ts';
import { memoList, type ListMemo } from './list-memo.ts';
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

/** The publisher's offered rows (of one podcast with a scope), their facets and the not-interested count. */
function buildInboxLists(store: Store, userId: number, scopePodcastId: number | undefined) {
  const mine = publisherOpportunities(store, userId).filter(
    (o) => scopePodcastId === undefined || o.publisher_podcast_id === scopePodcastId,
  );
  const offers = offered(mine);
  const ix = indexOpportunities(store, offers);
  const rows = offers.map((o) => opportunityRow(ix, o));
  return { rows, facets: opportunityFacets(rows), rejected: notInterested(mine).length };
}
type InboxLists = ReturnType<typeof buildInboxLists>;
type Arranged = { groups: ReturnType<typeof arrangeOpportunities<InboxLists['rows'][number]>>; total: number };

/** A publisher's inbox lists, by user and scope; then arranged for one filter and sort. */
const INBOX = memoList<{ userId: number; scope: number | undefined }, InboxLists>(
  'inbox',
  ({ userId, scope }) => `${userId} ${scope ?? 'all'}`,
);
const ARRANGED = memoList<
  { userId: number; scope: number | undefined; advertiser: string; podcastId: number | 'all'; sort: OpportunitySort },
  Arranged
>('inbox arranged', (k) => JSON.stringify([k.userId, k.scope ?? 'all', k.advertiser, k.podcastId, k.sort]));

function inboxLists(store: Store, userId: number, memo: ListMemo, scopePodcastId: number | undefined) {
  return memo.get(store, INBOX, { userId, scope: scopePodcastId }, () =>
    buildInboxLists(store, userId, scopePodcastId),
  );
}

/** The whole filter choices of the publisher's offered list (of one podcast with a scope), which the facet searches read. */
export const inboxFacets = (store: Store, userId: number, memo: ListMemo, scopePodcastId: number | undefined) =>
  inboxLists(store, userId, memo, scopePodcastId).facets;

/**
 * One page of whole campaign groups of the publisher's offered opportunities, with counts; the facets (the first page
 * of each filter's choices, the chosen ones, and their totals: sdk/core/opportunity-facet-page.ts) come with the first
 * page only (`offset` 0): the next pages keep the first page's.
 */
export function inboxPage(
  store: Store,
  userId: number,
  memo: ListMemo,
  query: PagedInboxQuery & { podcastId: number | undefined },
) {
  const lists = inboxLists(store, userId, memo, query.scopePodcastId);
  const filters = { advertiser: query.advertiser, podcastId: query.podcastId ?? ('all' as const) };
  const key = { userId, scope: query.scopePodcastId, ...filters, sort: query.sort };
  const { groups, total } = memo.get(store, ARRANGED, key, () => {
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
    ...(query.offset === 0 ? { facets: facetsPage(lists.facets, filters) } : {}),
  };
}
