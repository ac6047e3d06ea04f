import { itemsFrom } from '@sdk/core/paging.ts';
import { notInterested, opportunityList, publisherOpportunities } from './opportunities.ts';
import type { Memo } from './opportunities-page.ts';
import type { Store } from './store.ts';

/** The not-interested list's paging (GET /earn/opportunities?rejected=true with `limit`): a flat list, newest first. */
export type RejectedPageQuery = { podcastId: number | undefined; offset: number; limit: number };

/**
 * One page of the not-interested list: the same rows, order and counts as the whole list (`opportunityList`), kept
 * until the next state change so every next page only cuts it. `total`: the items after `podcastId`.
 */
export function rejectedPage(store: Store, userId: number, memo: Memo, query: RejectedPageQuery) {
  const list = memo(`rejected ${query.podcastId ?? 'all'}`, () => {
    const rejected = notInterested(publisherOpportunities(store, userId));
    return {
      ...opportunityList(store, rejected, { podcastId: query.podcastId, rejected: true }),
      all: rejected.length,
    };
  });
  return {
    data: { opportunities: itemsFrom(list.rows, query.offset, query.limit).shown },
    total: list.total,
    rejected_opportunities: list.all,
  };
}
