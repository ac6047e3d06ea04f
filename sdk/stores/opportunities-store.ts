import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { keepFacets } from '../core/opportunity-facets';
import type { FacetsPage } from '../core/opportunity-facet-page';
import {
  acceptOpportunity,
  rejectOpportunity,
  type Opportunity,
  type OpportunityQuery,
  type RejectedOpportunity,
} from '../api/opportunities';
import { createOfferedList, createRejectedList } from './opportunities-store-pages';
import type { PagedListState } from './paged-list';

export type ListState<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; error: ApiError | null; items: T[] };

export type OpportunitiesState = {
  /** The offered opportunities (GET /earn/opportunities?rejected=false). */
  inbox: ListState<Opportunity>;
  /** How many offered opportunities there are (the server's `total`): more than `inbox.items` when the query narrows them. */
  inboxTotal: number;
  /** The query `inbox` answers (the page arranges what it shows by it, not by a newer choice still on the way). */
  inboxQuery: OpportunityQuery;
  /** With a `rowLimit` query: how many campaign groups the filtered list has (else 0). */
  inboxCampaigns: number;
  /** With a `rowLimit` query: the first page of the filter choices of the whole offered list, their totals and its size. */
  inboxFacets: FacetsPage | null;
  /** The not-interested list's pages drawn so far; stays `idle` until first shown. */
  rejected: ListState<RejectedOpportunity>;
  /** How many items the not-interested list has (of the query's `scopePodcastId` when set). */
  rejectedTotal: number;
  /** How many opportunities are marked not interested (the server's count; of `scopePodcastId` when set). */
  rejectedCount: number;
  /** The opportunity an accept, reject or undo is running for: its buttons are disabled. */
  busyId: number | null;
  loadInbox(): Promise<void>;
  /** Fetches the offered list again (e.g. for a new query) and keeps showing the current one until the answer is in. */
  refreshInbox(): Promise<void>;
  /** A new filter or sort (`query` from now on): its first page, the list on screen kept until the answer is in. */
  chooseInbox(query: OpportunityQuery): Promise<void>;
  /** 'Show more' of a paged offered list: appends the next page (ignored while a new choice is on its way). */
  moreInbox(): Promise<void>;
  /** The not-interested list's first page. */
  loadRejected(): Promise<void>;
  /** 'Show more' of the not-interested list: appends the next page. */
  moreRejected(): Promise<void>;
  /**
   * Each resolves `true` once done (the item has left its list; both lists are being refetched), `false` when another
   * action was still running, and rejects with the ApiError when the call fails.
   */
  accept(id: number): Promise<boolean>;
  /** Marks it not interested. */
  reject(id: number): Promise<boolean>;
  /** Takes back a not-interested mark: the opportunity is offered again. */
  undo(id: number): Promise<boolean>;
};

const idle = <T>(): ListState<T> => ({ status: 'idle', error: null, items: [] });

/** A paged list's state as the store shows it: a failed 'Show more' leaves the list as it was, without an error. */
const shown = <T>({ status, error, items }: PagedListState<unknown, T, unknown>): ListState<T> => ({
  status,
  error: status === 'error' ? error : null,
  items,
});

/**
 * One store per mounted inbox, over two paged lists (sdk/stores/paged-list.ts: the latest answer wins, 'Show more'
 * appends, an action asks for the drawn range again). `query` (read at every load until `chooseInbox` replaces it)
 * narrows the offered list, e.g. a dashboard's first few campaigns of one podcast, or asks for one page (`rowLimit`);
 * by default the list is whole. The not-interested list is always paged on the server.
 */
export function createOpportunitiesStore(client: ApiClient, query: () => OpportunityQuery = () => ({})) {
  let current = query;
  const offered = createOfferedList(client, current());
  const rejected = createRejectedList(client, current());
  return createStore<OpportunitiesState>()((set, get) => {
    // What the lists answered, as the store's fields; the counts only when a new answer came (an action changes them
    // at once, and its refetch confirms them).
    offered.subscribe((list, before) => {
      const answer = list.answer;
      set({ inbox: shown(list), inboxQuery: list.query });
      if (!answer || answer === before.answer) return;
      set({
        inboxTotal: answer.total ?? answer.data.opportunities.length,
        inboxCampaigns: answer.campaigns ?? 0,
        inboxFacets: answer.facets ? keepFacets(get().inboxFacets, answer.facets) : get().inboxFacets,
        rejectedCount: answer.rejected_opportunities,
      });
    });
    rejected.subscribe((list, before) => {
      const answer = list.answer;
      set({ rejected: shown(list) });
      if (!answer || answer === before.answer) return;
      set({ rejectedTotal: list.total, rejectedCount: answer.total ?? answer.rejected_opportunities });
    });

    /** A first page shown as loading (the first load, a retry, the dashboard's new podcast). */
    const load = (list: typeof offered | typeof rejected, field: 'inbox' | 'rejected') => {
      set({ [field]: { ...get()[field], status: 'loading', error: null } });
      return list.getState().choose(current());
    };
    // Accept and reject refetch the list (docs/behaviour/earn.md#opportunity-states). The not-interested list is
    // refetched once it has been shown.
    const refetch = () =>
      Promise.all([
        offered.getState().reload(),
        get().rejected.status === 'idle' ? null : rejected.getState().reload(),
      ]);

    /** Runs one action at a time; the item leaves its list at once (`change`), then both lists are refetched. */
    const act = async (id: number, call: () => Promise<unknown>, change: (s: OpportunitiesState) => void) => {
      if (get().busyId !== null) return false;
      set({ busyId: id });
      try {
        await call();
      } finally {
        set({ busyId: null });
      }
      change(get());
      void refetch();
      return true;
    };
    /** An accepted or rejected opportunity leaves the offered list and its counts at once (the refetch confirms them). */
    const leaveInbox = (s: OpportunitiesState, id: number, rejectedCount = s.rejectedCount) => {
      offered.setState({ items: offered.getState().items.filter((o) => o.id !== id) });
      set({
        inboxTotal: Math.max(0, s.inboxTotal - 1),
        inboxFacets: s.inboxFacets && { ...s.inboxFacets, offered: Math.max(0, s.inboxFacets.offered - 1) },
        rejectedCount,
      });
    };

    return {
      inbox: idle(),
      inboxTotal: 0,
      inboxQuery: current(),
      inboxCampaigns: 0,
      inboxFacets: null,
      rejected: idle(),
      rejectedTotal: 0,
      rejectedCount: 0,
      busyId: null,
      loadInbox: () => load(offered, 'inbox'),
      refreshInbox: () => offered.getState().choose(current()),
      chooseInbox: (next) => {
        current = () => next;
        return offered.getState().choose(next);
      },
      moreInbox: () => offered.getState().more(),
      loadRejected: () => load(rejected, 'rejected'),
      moreRejected: () => rejected.getState().more(),
      accept: (id) =>
        act(
          id,
          () => acceptOpportunity(client, id),
          (s) => leaveInbox(s, id),
        ),
      reject: (id) =>
        act(
          id,
          () => rejectOpportunity(client, id, true),
          (s) => leaveInbox(s, id, s.rejectedCount + 1),
        ),
      undo: (id) =>
        act(
          id,
          () => rejectOpportunity(client, id, false),
          (s) => {
            rejected.setState({ items: rejected.getState().items.filter((o) => o.id !== id) });
            set({ rejectedTotal: Math.max(0, s.rejectedTotal - 1), rejectedCount: Math.max(0, s.rejectedCount - 1) });
          },
        ),
    };
  });
}
export type OpportunitiesStore = ReturnType<typeof createOpportunitiesStore>;
