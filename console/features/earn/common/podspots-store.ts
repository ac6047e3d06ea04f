import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@sdk/api/client';
import type { ApiError } from '@sdk/api/errors';
import { archivePodspot } from '@sdk/api/podspot-archive';
import { getPodspots, type EarnPodspot } from '@sdk/api/podspots';
import { latestCall } from '@sdk/stores/latest-call';

/** The archived list's failure, stored and shown when the server gave no message (docs/behaviour/earn.md#errors). */
export const ARCHIVED_FETCH_FAILED = 'Failed to fetch archived campaigns';

export type PodspotsState = {
  status: 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** What a failed load shows. */
  message: string | null;
  podspots: EarnPodspot[];
  /** The server's `archived_podspots`: the footer's 'Archived {count}'. */
  archivedCount: number;
  /** The podspot an archive or unarchive runs for. */
  busyId: number | null;
  /** Loads; a reload keeps the rows on screen until the answer arrives. */
  load(): Promise<void>;
  /** Archives (`true`) or unarchives; the row leaves this list at once and the list is refetched. Rejects with the ApiError. */
  setArchived(podspot: EarnPodspot, archived: boolean): Promise<void>;
};

/** One store per page visit: the publisher's podspots (`archived` picks the archived list). Stale answers are dropped. */
export function createPodspotsStore(client: ApiClient, archived = false) {
  const calls = latestCall();
  return createStore<PodspotsState>()((set, get) => ({
    status: 'loading',
    error: null,
    message: null,
    podspots: [],
    archivedCount: 0,
    busyId: null,
    async load() {
      const isCurrent = calls.begin();
      if (get().status === 'error') set({ status: 'loading', error: null, message: null });
      try {
        const answer = await getPodspots(client, archived);
        if (isCurrent())
          set({
            status: 'ready',
            error: null,
            message: null,
            podspots: answer.data.podspots,
            archivedCount: answer.archived_podspots,
          });
      } catch (failure) {
        const error = failure as ApiError;
        // The server's own message when it sent one (an answer without a detail falls back to the documented text).
        const message = archived ? (Object.values(error.detail)[0] ?? ARCHIVED_FETCH_FAILED) : error.message;
        if (isCurrent()) set({ status: 'error', error, message, podspots: [] });
      }
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
        archivedCount: Math.max(0, s.archivedCount + (value ? 1 : -1)),
      }));
      void get().load();
    },
  }));
}
export type PodspotsStore = ReturnType<typeof createPodspotsStore>;
