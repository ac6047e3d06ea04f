import { itemsFrom } from '@sdk/core/paging.ts';
import { notInterested, opportunityList, publisherOpportunities } from './opportunities.ts';
import { memoList, type ListMemo } from './list-memo.ts';
import type { Store } from './store.ts';

/** The not-interested list's paging (GET /earn/opportunities?rejected=true with `limit`): a flat list, newest first. */
export type RejectedPageQuery = { podcastId: number | undefined; offset: number; limit: number };

/**
 * One page of the not-interested list: the same rows, order and counts as the whole list (`opportunityList`), kept
 * until the next state change so every next page only cuts it. `total`: the items after `podcastId`.
 */
function buildRejected(store: Store, userId: number, podcastId: number | undefined) {
  const rejected = notInterested(publisherOpportunities(store, userId));
  return { ...opportunityList(store, rejected, { podcastId, rejected: true }), all: rejected.length };
}
/** A publisher's not-interested list, by user and podcast filter. */
const REJECTED = memoList<{ userId: number; podcastId: number | undefined }, ReturnType<typeof buildRejected>>(
  'rejected',
  ({ userId, podcastId }) => `${userId} ${podcastId ?? 'all'}`,
);

export function rejectedPage(store: Store, userId: number, memo: ListMemo, query: RejectedPageQuery) {
  const list = memo.get(store, REJECTED, { userId, podcastId: query.podcastId }, () =>
    buildRejected(store, userId, query.podcastId),
  );
  return {
    data: { opportunities: itemsFrom(list.rows, query.offset, query.limit).shown },
    total: list.total,
    rejected_opportunities: list.all,
  };
}
