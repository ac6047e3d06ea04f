import type { ApiClient } from '@sdk/api/client';
import type { ApiError } from '@sdk/api/errors';
import { archivePodspot } from '@sdk/api/podspot-archive';
import { getPodspots, type EarnPodspot, type EarnPodspotList } from '@sdk/api/podspots';
import { CAMPAIGN_TABS, matchesTab, tabCounts, type CampaignTab, type TabCounts } from '@sdk/core/campaign-tabs';
import { arrangeCampaigns, DEFAULT_CAMPAIGN_SORT, type CampaignSort } from '@sdk/core/publisher-campaigns';
import { createPagedList, type PagedListState } from '@sdk/stores/paged-list';

/** The archived list's failure, stored and shown when the server gave no message (docs/behaviour/earn.md#errors). */
export const ARCHIVED_FETCH_FAILED = 'Failed to fetch archived campaigns';

/** What the list shows: the top bar's podcast; the campaigns list also its tab and sort (the archived list ignores them). */
export type PodspotsChoice = { podcastId: number | 'all'; tab: CampaignTab; sort: CampaignSort };
export const FIRST_PODSPOTS_CHOICE: PodspotsChoice = { podcastId: 'all', tab: 'all', sort: DEFAULT_CAMPAIGN_SORT };

/** An answer with its tab counts always present (servers before paging sent none: they are then the rows' own). */
type PodspotsAnswer = EarnPodspotList & { counts: TabCounts };

export type PodspotsState = PagedListState<PodspotsChoice, EarnPodspot, PodspotsAnswer> & {
  /** The podspot an archive or unarchive runs for. */
  busyId: number | null;
  /** Archives (`true`) or unarchives; the row leaves this list at once and the list is refetched. Rejects with the ApiError. */
  setArchived(podspot: EarnPodspot, archived: boolean): Promise<void>;
};

/** The tab counts once `podspot` left the list (until the refetch answers). */
const withoutRow = (counts: TabCounts, podspot: EarnPodspot) =>
  Object.fromEntries(CAMPAIGN_TABS.map((t) => [t, counts[t] - Number(matchesTab(podspot, t))])) as TabCounts;
const groupsIn = (rows: readonly EarnPodspot[]) => new Set(rows.map((p) => p.campaign_id)).size;

/** The figures beside the rows: each tab's rows for the podcast, the footer's 'Archived {count}', the filtered rows. */
export const podspotFigures = ({ answer, items }: PodspotsState) => ({
  counts: answer?.counts ?? tabCounts([]),
  archivedCount: answer?.archived_podspots ?? 0,
  rows: answer?.total ?? items.length,
});

/** What a failed load shows: the server's own message when it sent one, else the documented text. */
export const loadFailure = (error: ApiError, archived: boolean) =>
  archived ? (Object.values(error.detail)[0] ?? ARCHIVED_FETCH_FAILED) : error.message;

/**
 * One store per page visit: a page of the publisher's podspots at a time, paged on the server (`archived` picks the
 * archived list, flat; else the campaigns list, whole campaign groups, whose `total` counts campaigns). When the first
 * page of a podcast's every tab holds the whole list, another tab or sort of that podcast is arranged here.
 */
export function createPodspotsStore(client: ApiClient, archived = false) {
  const fetch = (choice: PodspotsChoice, offset: number, rows: number) =>
    getPodspots(
      client,
      archived,
      archived
        ? { podcastId: choice.podcastId, offset: offset || undefined, limit: rows }
        : { ...choice, offset: offset || undefined, rowLimit: rows },
    ).then((answer): PodspotsAnswer => {
      const own = answer.data.podspots.filter(
        (p) => choice.podcastId === 'all' || p.publisher_podcast_id === choice.podcastId,
      );
      return { ...answer, counts: answer.counts ?? tabCounts(own) };
    });
  return createPagedList<PodspotsChoice, EarnPodspot, PodspotsAnswer, Pick<PodspotsState, 'busyId' | 'setArchived'>>(
    {
      first: FIRST_PODSPOTS_CHOICE,
      fetch,
      read: ({ data, total, campaigns }) => ({
        items: data.podspots,
        total: archived ? (total ?? data.podspots.length) : (campaigns ?? groupsIn(data.podspots)),
      }),
      entries: archived ? undefined : groupsIn,
      whole: archived
        ? undefined
        : {
            covers: (held, next) => held.tab === 'all' && held.podcastId === next.podcastId,
            arrange: (all, next) => arrangeCampaigns(all, next, next.sort).flatMap((g) => g.items),
          },
    },
    (set, get) => ({
      busyId: null,
      async setArchived(podspot, value) {
        if (get().busyId !== null) return;
        set({ busyId: podspot.id });
        try {
          await archivePodspot(client, podspot.id, value);
        } finally {
          set({ busyId: null });
        }
        set(({ items, total, answer }) => ({
          items: items.filter((p) => p.id !== podspot.id),
          total: archived ? Math.max(0, total - 1) : total,
          answer: answer && {
            ...answer,
            total: Math.max(0, (answer.total ?? items.length) - 1),
            counts: archived ? answer.counts : withoutRow(answer.counts, podspot),
            archived_podspots: Math.max(0, answer.archived_podspots + (value ? 1 : -1)),
          },
        }));
        void get().reload();
      },
    }),
  );
}
