import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '../../stores/use-store';
import { firstInboxQuery, type OpportunityQuery } from '../../api/opportunities';
import { facetOptions, offeredFacetFilters } from '../../core/opportunity-facets';
import {
  ALL_FILTERS,
  arrangeOpportunities,
  type OpportunityFilters,
  type OpportunitySort,
} from '../../core/opportunities';
import type { OpportunitiesStore } from '../../stores/opportunities-store';

/** What the inbox's selects have chosen. Recency is the default sort (docs/behaviour/earn.md#sorting). */
export type InboxChoice = { filters: OpportunityFilters; sort: OpportunitySort };
export const FIRST_CHOICE: InboxChoice = { filters: ALL_FILTERS, sort: 'recent' };

/**
 * The first page of a choice: the server filters, sorts and cuts it (GET /earn/opportunities?row_limit=…), of one
 * podcast's opportunities with `scopePodcastId` (the widget's `podcastId`).
 */
export const choiceQuery = ({ filters, sort }: InboxChoice, scopePodcastId?: number): OpportunityQuery => ({
  ...firstInboxQuery(scopePodcastId),
  advertiser: filters.advertiser,
  podcastId: filters.podcastId,
  sort,
});

/** The filters and sort a list call asked for (absent: all, most recent). */
export const answeredChoice = (query: OpportunityQuery): InboxChoice => ({
  filters: { advertiser: query.advertiser ?? 'all', podcastId: query.podcastId ?? 'all' },
  sort: query.sort ?? 'recent',
});

/**
 * The paged inbox of the widget and the console's opportunities page (docs/behaviour/earn.md#opportunities-
 * earnopportunities): the store's query starts as `choiceQuery(FIRST_CHOICE, scopePodcastId)`. A new choice asks the
 * server at once and the list on screen stays until its answer arrives; what is drawn follows the answered query.
 */
export function useInboxChoice(store: OpportunitiesStore, scopePodcastId?: number) {
  const state = useStore(store);
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const choose = useCallback(
    (next: InboxChoice) => {
      setChoice(next);
      void store.getState().chooseInbox(choiceQuery(next, scopePodcastId));
    },
    [store, scopePodcastId],
  );
  const facets = state.inboxFacets;
  const shown = useMemo(() => answeredChoice(state.inboxQuery), [state.inboxQuery]);
  // A chosen advertiser or podcast whose last opportunity left the list falls back to all (and is fetched again). Only
  // the facets of the choice's own answer can tell: they hold the chosen entries when still offered, the first page of
  // a long list may not.
  const answered =
    shown.filters.advertiser === choice.filters.advertiser && shown.filters.podcastId === choice.filters.podcastId;
  const offered = facets && answered ? offeredFacetFilters(choice.filters, facets) : choice.filters;
  useEffect(() => {
    if (offered !== choice.filters) choose({ ...choice, filters: offered });
  }, [offered, choice, choose]);
  const choices = useMemo(() => (facets ? facetOptions(facets) : undefined), [facets]);
  // The server sent whole groups in order: arranging them again keeps that order and draws each group once.
  const groups = useMemo(
    () => arrangeOpportunities(state.inbox.items, shown.filters, shown.sort),
    [state.inbox.items, shown],
  );
  return {
    state,
    choice,
    choose,
    /** The selects' choices (from the first page's facets); undefined until the first answer. */
    choices,
    groups,
    /** The drawn list's filters narrow it (its empty result is 'No opportunities match these filters.'). */
    filtering: shown.filters.advertiser !== 'all' || shown.filters.podcastId !== 'all',
    /** The heading's count: every offered opportunity, whatever the filters. */
    offeredCount: facets?.offered ?? state.inboxTotal,
    /** A new answered choice starts the groups' own state (collapsed cards) again. */
    listKey: `${shown.filters.advertiser}|${shown.filters.podcastId}|${shown.sort}|${scopePodcastId ?? 'all'}`,
    more: { campaigns: state.inboxCampaigns, onMore: () => void state.moreInbox() },
  };
}
