import { createStore } from 'zustand/vanilla';
import {
  getAdvertiseAdvertisers, getAdvertisePublishers, type AdvertiseAdvertiserOption, type AdvertisePodcastOption,
} from '../../../sdk/api/advertise';
import { getAdvertiserReport, getAdvertiserSpend, type AdvertiserDailySpend, type AdvertiserReport } from '../../../sdk/api/advertiser-reports';
import type { ApiClient } from '../../../sdk/api/client';
import { presetRange, type DatePreset, type DateRange } from '../../../sdk/core/date-presets';
import { DEFAULT_SPEND_SORT, REPORT_FAILED, type SpendSort } from '../../../sdk/stores/spend-store';

/** Spec §8: the stored texts of the insights load failures. */
export const DAILY_FAILED = 'Failed to fetch daily report';
export { REPORT_FAILED };
export const PODCASTS_FAILED = 'Failed to fetch podcasts';
export const ADVERTISERS_FAILED = 'Failed to fetch advertisers';

export type Selection = number | 'all';
export type ChartTab = 'impressions' | 'spend';
export type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: string | null };

export type InsightsState = {
  preset: DatePreset;
  range: DateRange;
  /** The selected publisher podcast (also the table's selected row). */
  podcastId: Selection;
  /** The selected advertiser (an advertiser podcast id). */
  advertiserId: Selection;
  tab: ChartTab;
  sort: SpendSort;
  spend: Loadable<AdvertiserDailySpend>;
  report: Loadable<AdvertiserReport>;
  podcasts: Loadable<AdvertisePodcastOption[]>;
  advertisers: Loadable<AdvertiseAdvertiserOption[]>;
  /** Loads the filter options and both reports. */
  start(): void;
  setPreset(preset: DatePreset): void;
  setPodcast(id: Selection): void;
  setAdvertiser(id: Selection): void;
  setTab(tab: ChartTab): void;
  setSort(sort: SpendSort): void;
  reloadOptions(): void;
  /** Loads both reports for the current filters. */
  reload(): void;
};

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

type Initial = { podcastId?: Selection; advertiserId?: Selection; preset?: DatePreset };

/**
 * The advertiser insights' state, one store per visit of the page (leaving drops it: spec "state reset on leaving").
 * Spec §4: every filter change (date range, podcast, advertiser) refetches the daily spend and the report. The daily
 * spend is filtered by podcast and advertiser; the table report by advertiser only ("the table report itself always
 * uses all podcasts"), so the selected podcast is a bold row among the others. A failed load clears what it showed,
 * and a slower, older answer never overwrites a newer one.
 */
export function createInsightsStore(client: ApiClient, initial: Initial = {}, today: () => Date = () => new Date()) {
  const latest = { spend: 0, report: 0, options: 0 };
  return createStore<InsightsState>()((set, get) => {
    const loadSpend = async () => {
      const call = ++latest.spend;
      const { range, podcastId, advertiserId } = get();
      set({ spend: { status: 'loading', data: get().spend.data, error: null } });
      try {
        const data = await getAdvertiserSpend(client, { ...range, podcastId, advertiserId });
        if (call === latest.spend) set({ spend: { status: 'ready', data, error: null } });
      } catch {
        if (call === latest.spend) set({ spend: { status: 'error', data: null, error: DAILY_FAILED } });
      }
    };
    const loadReport = async () => {
      const call = ++latest.report;
      const { range, advertiserId } = get();
      set({ report: { status: 'loading', data: get().report.data, error: null } });
      try {
        const data = await getAdvertiserReport(client, { ...range, advertiserId });
        if (call === latest.report) set({ report: { status: 'ready', data, error: null } });
      } catch {
        if (call === latest.report) set({ report: { status: 'error', data: null, error: REPORT_FAILED } });
      }
    };
    const reload = () => {
      void loadSpend();
      void loadReport();
    };
    // An id from the address bar that is not among the options (another account's, a stale link) falls back to all.
    const keepKnown = () => {
      const { podcasts, advertisers, podcastId, advertiserId } = get();
      const podcastGone = podcastId !== 'all' && podcasts.data && !podcasts.data.some((p) => p.id === podcastId);
      const advertiserGone = advertiserId !== 'all' && advertisers.data && !advertisers.data.some((a) => a.id === advertiserId);
      if (!podcastGone && !advertiserGone) return;
      set({ podcastId: podcastGone ? 'all' : podcastId, advertiserId: advertiserGone ? 'all' : advertiserId });
      reload();
    };
    const reloadOptions = () => {
      const call = ++latest.options;
      set({ podcasts: { ...get().podcasts, status: 'loading', error: null }, advertisers: { ...get().advertisers, status: 'loading', error: null } });
      getAdvertisePublishers(client).then(
        (data) => call === latest.options && (set({ podcasts: { status: 'ready', data, error: null } }), keepKnown()),
        () => call === latest.options && set({ podcasts: { status: 'error', data: null, error: PODCASTS_FAILED } }),
      );
      getAdvertiseAdvertisers(client).then(
        (data) => call === latest.options && (set({ advertisers: { status: 'ready', data, error: null } }), keepKnown()),
        () => call === latest.options && set({ advertisers: { status: 'error', data: null, error: ADVERTISERS_FAILED } }),
      );
    };
    const preset = initial.preset ?? 'all_time';
    return {
      preset,
      range: presetRange(preset, today()),
      podcastId: initial.podcastId ?? 'all',
      advertiserId: initial.advertiserId ?? 'all',
      tab: 'spend',
      sort: DEFAULT_SPEND_SORT,
      spend: idle(),
      report: idle(),
      podcasts: idle(),
      advertisers: idle(),
      start() {
        reloadOptions();
        reload();
      },
      setPreset(next) {
        set({ preset: next, range: presetRange(next, today()) });
        reload();
      },
      setPodcast(podcastId) {
        if (podcastId === get().podcastId) return;
        set({ podcastId });
        reload();
      },
      setAdvertiser(advertiserId) {
        if (advertiserId === get().advertiserId) return;
        set({ advertiserId });
        reload();
      },
      setTab: (tab) => set({ tab }),
      setSort: (sort) => set({ sort }),
      reloadOptions,
      reload,
    };
  });
}
export type InsightsStore = ReturnType<typeof createInsightsStore>;
