import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import { keepFacets, type OpportunityFacets } from '../core/opportunity-facets';
import { PAGE_ROWS } from '../core/paging';
import type { ApiError } from '../api/errors';
import {
  acceptOpportunity,
  getOpportunities,
  getRejectedOpportunities,
  rejectOpportunity,
  type Opportunity,
  type OpportunityQuery,
  type RejectedOpportunity,
} from '../api/opportunities';
import { latestCall } from './latest-call';
import { drawnInboxRange, nextInboxPage, rejectedPage } from './opportunities-store-pages';

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
  /** With a `rowLimit` query: the filter choices of the whole offered list and its size (else null). */
  inboxFacets: OpportunityFacets | null;
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

/** An accepted or rejected opportunity leaves the offered list and its counts at once (the refetch confirms them). */
const leaveInbox = (s: OpportunitiesState, id: number): Partial<OpportunitiesState> => ({
  inbox: { ...s.inbox, items: s.inbox.items.filter((o) => o.id !== id) },
  inboxTotal: Math.max(0, s.inboxTotal - 1),
  inboxFacets: s.inboxFacets && { ...s.inboxFacets, offered: Math.max(0, s.inboxFacets.offered - 1) },
});

/**
 * One store per mounted inbox. A slower, older answer never overwrites a newer one. `query` (read at every fetch until
 * `chooseInbox` replaces it) narrows the offered list, e.g. a dashboard's first few campaigns of one podcast, or asks
 * for one page (`rowLimit`); by default the list is whole. The not-interested list is always paged on the server.
 */
export function createOpportunitiesStore(client: ApiClient, query: () => OpportunityQuery = () => ({})) {
  const latest = { inbox: latestCall(), rejected: latestCall() };
  let current = query;
  // New choices on their way: 'Show more' of the list on screen would append to a list about to be replaced.
  let choosing = 0;
  return createStore<OpportunitiesState>()((set, get) => {
    /** `quiet` refetches keep what is shown until the answer arrives; `range` asks for the drawn range again. */
    const fetchInbox = async (quiet: boolean, range = false) => {
      const isCurrent = latest.inbox.begin();
      if (!quiet) set((s) => ({ inbox: { ...s.inbox, status: 'loading', error: null } }));
      try {
        const asked = current();
        const answer = await getOpportunities(client, range ? drawnInboxRange(asked, get().inbox.items.length) : asked);
        const items = answer.data.opportunities;
        if (isCurrent()) {
          set({
            inbox: { status: 'ready', error: null, items },
            inboxQuery: asked,
            inboxTotal: answer.total ?? items.length,
            inboxCampaigns: answer.campaigns ?? 0,
            inboxFacets: keepFacets(get().inboxFacets, answer.facets ?? null),
            rejectedCount: answer.rejected_opportunities,
          });
        }
      } catch (error) {
        if (isCurrent()) set({ inbox: { status: 'error', error: error as ApiError, items: [] } });
      }
    };
    const moreInbox = async () => {
      const next = nextInboxPage(get().inboxQuery, get().inbox.items);
      if (!next || choosing || get().inbox.status !== 'ready') return;
      const isCurrent = latest.inbox.begin();
      // A failed page leaves the list as it was, 'Show more' still under it to try again.
      const answer = await getOpportunities(client, next).catch(() => null);
      if (!answer || !isCurrent()) return;
      set((s) => ({
        inbox: { ...s.inbox, items: [...s.inbox.items, ...answer.data.opportunities] },
        inboxTotal: answer.total ?? s.inboxTotal,
        inboxCampaigns: answer.campaigns ?? s.inboxCampaigns,
        rejectedCount: answer.rejected_opportunities,
      }));
    };
    /** `offset` 0 starts the list again (`limit`: the items drawn, for a refetch); more appends. */
    const fetchRejected = async (quiet: boolean, offset = 0, limit?: number) => {
      const isCurrent = latest.rejected.begin();
      if (!quiet) set((s) => ({ rejected: { ...s.rejected, status: 'loading', error: null } }));
      try {
        const answer = await getRejectedOpportunities(client, rejectedPage(current(), offset, limit));
        const page = answer.data.opportunities;
        if (isCurrent())
          set((s) => ({
            rejected: { status: 'ready', error: null, items: offset ? [...s.rejected.items, ...page] : page },
            rejectedTotal: answer.total ?? page.length,
            rejectedCount: answer.total ?? answer.rejected_opportunities,
          }));
      } catch (error) {
        // A failed next page leaves the list as it was, like the offered list's.
        if (isCurrent() && !offset) set({ rejected: { status: 'error', error: error as ApiError, items: [] } });
      }
    };
    // Accept and reject refetch the list (docs/behaviour/earn.md#opportunity-states). The not-interested list is
    // refetched once it has been shown.
    const refetch = () => {
      const rejected = get().rejected;
      return Promise.all([
        fetchInbox(true, true),
        rejected.status === 'idle' ? null : fetchRejected(true, 0, Math.max(PAGE_ROWS, rejected.items.length)),
      ]);
    };

    /** Runs one action at a time; the item leaves its list at once (`change`), then both lists are refetched. */
    const act = async (
      id: number,
      call: () => Promise<unknown>,
      change: (s: OpportunitiesState) => Partial<OpportunitiesState>,
    ) => {
      if (get().busyId !== null) return false;
      set({ busyId: id });
      try {
        await call();
      } finally {
        set({ busyId: null });
      }
      set(change);
      void refetch();
      return true;
    };

    return {
      inbox: idle(),
      inboxTotal: 0,
      inboxQuery: {},
      inboxCampaigns: 0,
      inboxFacets: null,
      rejected: idle(),
      rejectedTotal: 0,
      rejectedCount: 0,
      busyId: null,
      loadInbox: () => fetchInbox(false),
      refreshInbox: () => fetchInbox(true),
      chooseInbox: async (next) => {
        current = () => next;
        choosing += 1;
        try {
          await fetchInbox(true);
        } finally {
          choosing -= 1;
        }
      },
      moreInbox,
      loadRejected: () => fetchRejected(false),
      moreRejected: () => fetchRejected(true, get().rejected.items.length),
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
          (s) => ({ ...leaveInbox(s, id), rejectedCount: s.rejectedCount + 1 }),
        ),
      undo: (id) =>
        act(
          id,
          () => rejectOpportunity(client, id, false),
          (s) => ({
            rejected: { ...s.rejected, items: s.rejected.items.filter((o) => o.id !== id) },
            rejectedTotal: Math.max(0, s.rejectedTotal - 1),
            rejectedCount: Math.max(0, s.rejectedCount - 1),
          }),
        ),
    };
  });
}
export type OpportunitiesStore = ReturnType<typeof createOpportunitiesStore>;
