import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@sdk/api/client';
import type { ApiError } from '@sdk/api/errors';
import { getPodspots, type EarnPodspot, type PodspotQuery } from '@sdk/api/podspots';
import { requiresAttention } from '@sdk/core/go-live';
import { PAGE_ROWS } from '@sdk/core/paging';
import { latestCall } from '@sdk/stores/latest-call';

export type DashboardCampaignsState = {
  status: 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** The campaigns page's Draft and Active tab counts (for the chosen podcast). */
  counts: { draft: number; active: number };
  /** The first Requires attention rows, newest first. */
  attention: EarnPodspot[];
  /** How many rows Requires attention has in all. */
  attentionTotal: number;
  /** How many attention rows are asked for; 'Show more' adds a page. */
  limit: number;
  /** Loads (again) for this podcast; a reload keeps what is shown until the answer arrives. */
  load(podcastId?: number | 'all'): Promise<void>;
  /** Asks for one more page of attention rows. */
  more(): Promise<void>;
};

/** The dashboard's two campaign calls: the draft tab's first rows (and count), the active tab's count only. */
export const dashboardCampaignQueries = (podcastId: number | 'all', limit = PAGE_ROWS): PodspotQuery[] => [
  { podcastId, tab: 'draft', limit },
  { podcastId, tab: 'active', limit: 0 },
];

/**
 * The dashboard's campaign figures without the whole campaigns list: the server's counts (tab, limit=0) and the
 * first attention rows. Requires attention is the draft tab of the unarchived list (neither approved nor pending), so
 * `tab=draft` gives both the rows and the Draft count. Stale answers are dropped.
 */
export function createDashboardCampaignsStore(client: ApiClient, page = PAGE_ROWS) {
  const calls = latestCall();
  let podcast: number | 'all' = 'all';
  return createStore<DashboardCampaignsState>()((set, get) => ({
    status: 'loading',
    error: null,
    counts: { draft: 0, active: 0 },
    attention: [],
    attentionTotal: 0,
    limit: page,
    async load(podcastId = podcast) {
      const isCurrent = calls.begin();
      if (podcastId !== podcast) set({ limit: page });
      podcast = podcastId;
      if (get().status === 'error') set({ status: 'loading', error: null });
      try {
        const [draftQuery, activeQuery] = dashboardCampaignQueries(podcastId, get().limit);
        const [drafts, active] = await Promise.all([
          getPodspots(client, false, draftQuery),
          getPodspots(client, false, activeQuery),
        ]);
        if (!isCurrent()) return;
        const rows = drafts.data.podspots;
        const draftCount = drafts.total ?? rows.length;
        set({
          status: 'ready',
          error: null,
          attention: requiresAttention(rows),
          attentionTotal: draftCount,
          counts: { draft: draftCount, active: active.total ?? active.data.podspots.length },
        });
      } catch (failure) {
        if (isCurrent()) set({ status: 'error', error: failure as ApiError, attention: [] });
      }
    },
    async more() {
      set((s) => ({ limit: s.limit + page }));
      await get().load();
    },
  }));
}
