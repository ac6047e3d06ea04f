import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { getRequiredActions } from '../api/required-actions';
import { notificationItems, type NotificationItem } from '../core/notification-items';
import { latestCall } from './latest-call';

export type RequiredActionsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ApiError | null;
  /** The banner's items (sdk/core/notification-items.ts); the last ones stay while a refresh is on its way. */
  items: NotificationItem[];
  load(): Promise<void>;
};

/**
 * One store per mounted notification banner. `load` again after a change keeps the items on screen until the new
 * answer (no flash of an empty banner); a slower, older answer never overwrites a newer one.
 */
export function createRequiredActionsStore(client: ApiClient) {
  const latest = latestCall();
  return createStore<RequiredActionsState>()((set, get) => ({
    status: 'idle',
    error: null,
    items: [],
    async load() {
      const isCurrent = latest.begin();
      if (get().status !== 'ready') set({ status: 'loading', error: null });
      try {
        const answer = await getRequiredActions(client);
        if (isCurrent()) set({ status: 'ready', error: null, items: notificationItems(answer.actions) });
      } catch (error) {
        if (isCurrent()) set({ status: 'error', error: error as ApiError, items: [] });
      }
    },
  }));
}
