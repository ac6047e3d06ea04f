import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { getPublisherEarnings, type PublisherDailyReport } from '../api/reports';
import { presetRange, type DatePreset } from '../core/date-presets';
import { latestCall } from './latest-call';

export type EarningsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ApiError | null;
  report: PublisherDailyReport | null;
  preset: DatePreset;
  podcastId: number | 'all';
  load(preset: DatePreset, podcastId: number | 'all'): Promise<void>;
  retry(): Promise<void>;
};

/** One store per mounted earnings card. A slower, older answer never overwrites a newer one. */
export function createEarningsStore(client: ApiClient, today: () => Date = () => new Date()) {
  const latest = latestCall();
  return createStore<EarningsState>()((set, get) => ({
    status: 'idle',
    error: null,
    report: null,
    preset: 'last_30_days',
    podcastId: 'all',
    async load(preset, podcastId) {
      const isCurrent = latest.begin();
      set({ status: 'loading', error: null, preset, podcastId });
      try {
        const report = await getPublisherEarnings(client, { ...presetRange(preset, today()), podcastId });
        if (isCurrent()) set({ status: 'ready', report });
      } catch (error) {
        if (isCurrent()) set({ status: 'error', error: error as ApiError, report: null });
      }
    },
    retry: () => get().load(get().preset, get().podcastId),
  }));
}
