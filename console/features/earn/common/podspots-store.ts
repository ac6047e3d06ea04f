import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@sdk/api/client';
import type { ApiError } from '@sdk/api/errors';
import { archivePodspot } from '@sdk/api/podspot-archive';
import { getPodspots, type EarnPodspot, type EarnPodspotList, type PodspotQuery } from '@sdk/api/podspots';
import { CAMPAIGN_TABS, matchesTab, tabCounts, type CampaignTab, type TabCounts } from '@sdk/core/campaign-tabs';
import { PAGE_ROWS } from '@sdk/core/paging';
import { DEFAULT_CAMPAIGN_SORT, type CampaignSort } from '@sdk/core/publisher-campaigns';
import { latestCall } from '@sdk/stores/latest-call';

/** The archived list's failure, stored and shown when the server gave no message (docs/behaviour/earn.md#errors). */
export const ARCHIVED_FETCH_FAILED = 'Failed to fetch archived campaigns';

/** What the list shows: the top bar's podcast; the campaigns list also its tab and sort (the archived list ignores them). */
export type PodspotsChoice = { podcastId: number | 'all'; tab: CampaignTab; sort: CampaignSort };
export const FIRST_PODSPOTS_CHOICE: PodspotsChoice = { podcastId: 'all', tab: 'all', sort: DEFAULT_CAMPAIGN_SORT };

export type PodspotsState = {
  status: 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** What a failed load shows. */
  message: string | null;
  /** The choice the rows on screen answer (a newer one may be on its way). */
  choice: PodspotsChoice;
  /** The rows drawn: the pages read so far (the campaigns list: whole campaign groups). */
  podspots: EarnPodspot[];
  /** Rows of the whole list after the filters. */
  total: number;
  /** Campaign groups of the whole list after the filters (the campaigns list). */
  campaigns: number;
  /** Each tab's rows for the podcast (the campaigns list's tab bar). */
  counts: TabCounts;
  /** The server's `archived_podspots`: the footer's 'Archived {count}'. */
  archivedCount: number;
  /** The podspot an archive or unarchive runs for. */
  busyId: number | null;
  /** Loads the first page of `choice` (default: the current one); the rows on screen stay until the answer arrives. */
  load(choice?: PodspotsChoice): Promise<void>;
  /** 'Show more': appends the next page. */
  more(): Promise<void>;
  /** Archives (`true`) or unarchives; the row leaves this list at once and the list is refetched. Rejects with the ApiError. */
  setArchived(podspot: EarnPodspot, archived: boolean): Promise<void>;
};

/** The tab counts once `podspot` left the list (until the refetch answers). */
const withoutRow = (counts: TabCounts, podspot: EarnPodspot) =>
  Object.fromEntries(CAMPAIGN_TABS.map((t) => [t, counts[t] - Number(matchesTab(podspot, t))])) as TabCounts;
const groupsIn = (rows: readonly EarnPodspot[]) => new Set(rows.map((p) => p.campaign_id)).size;

/**
 * One store per page visit: a page of the publisher's podspots at a time, paged on the server (`archived` picks the
 * archived list, flat; else the campaigns list, whole campaign groups). Stale answers are dropped.
 */
export function createPodspotsStore(client: ApiClient, archived = false) {
  const calls = latestCall();
  /** The call for rows of `choice`: `from` groups (rows, archived) already drawn, `rows` at least. */
  const fetchPage = (choice: PodspotsChoice, from: number, rows: number) => {
    const query: PodspotQuery = archived
      ? { podcastId: choice.podcastId, offset: from || undefined, limit: rows }
      : { podcastId: choice.podcastId, tab: choice.tab, sort: choice.sort, offset: from || undefined, rowLimit: rows };
    return getPodspots(client, archived, query);
  };
  return createStore<PodspotsState>()((set, get) => {
    /** Runs one call; `place` turns its answer into the rows to draw. Only the newest call's answer is kept. */
    const read = async (
      choice: PodspotsChoice,
      call: Promise<EarnPodspotList>,
      place: (rows: EarnPodspot[]) => EarnPodspot[],
      isCurrent: () => boolean,
    ) => {
      try {
        const answer = await call;
        if (!isCurrent()) return;
        const podspots = place(answer.data.podspots);
        set({
          status: 'ready',
          error: null,
          message: null,
          choice,
          podspots,
          // Servers before paging answered the whole list without the figures: they are then the list's own.
          total: answer.total ?? podspots.length,
          campaigns: answer.campaigns ?? groupsIn(podspots),
          counts:
            answer.counts ??
            tabCounts(
              podspots.filter((p) => choice.podcastId === 'all' || p.publisher_podcast_id === choice.podcastId),
            ),
          archivedCount: answer.archived_podspots,
        });
      } catch (failure) {
        if (!isCurrent()) return;
        const error = failure as ApiError;
        // The server's own message when it sent one (an answer without a detail falls back to the documented text).
        const message = archived ? (Object.values(error.detail)[0] ?? ARCHIVED_FETCH_FAILED) : error.message;
        set({ status: 'error', error, message, podspots: [] });
      }
    };
    /** The rows drawn again in one call (after an archive): the same reach, from the start. */
    const refresh = () => {
      const { choice, podspots } = get();
      const isCurrent = calls.begin();
      return read(choice, fetchPage(choice, 0, Math.max(PAGE_ROWS, podspots.length)), (rows) => rows, isCurrent);
    };
    return {
      status: 'loading',
      error: null,
      message: null,
      choice: FIRST_PODSPOTS_CHOICE,
      podspots: [],
      total: 0,
      campaigns: 0,
      counts: tabCounts([]),
      archivedCount: 0,
      busyId: null,
      async load(choice = get().choice) {
        const isCurrent = calls.begin();
        if (get().status === 'error') set({ status: 'loading', error: null, message: null });
        await read(choice, fetchPage(choice, 0, PAGE_ROWS), (rows) => rows, isCurrent);
      },
      async more() {
        const { choice, podspots } = get();
        const isCurrent = calls.begin();
        const from = archived ? podspots.length : groupsIn(podspots);
        await read(choice, fetchPage(choice, from, PAGE_ROWS), (rows) => [...get().podspots, ...rows], isCurrent);
      },
      async setArchived(podspot, value) {
        if (get().busyId !== null) return;
        set({ busyId: podspot.id });
        try {
          await archivePodspot(client, podspot.id, value);
        } finally {
          set({ busyId: null });
        }
        set((s) => ({
          podspots: s.podspots.filter((p) => p.id !== podspot.id),
          total: Math.max(0, s.total - 1),
          counts: archived ? s.counts : withoutRow(s.counts, podspot),
          archivedCount: Math.max(0, s.archivedCount + (value ? 1 : -1)),
        }));
        void refresh();
      },
    };
  });
}
