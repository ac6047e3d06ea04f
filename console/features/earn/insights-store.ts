import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../../../sdk/api/client';
import {
  getEarnAdvertisers, getEarnPublishers, getPublisherReport, type EarnAdvertiserOption, type EarnPodcastOption, type PublisherReport,
} from '../../../sdk/api/publisher-reports';
import { getPublisherEarnings, type PublisherDailyReport } from '../../../sdk/api/reports';
import { presetRange, type DatePreset, type DateRange } from '../../../sdk/core/date-presets';
import { DEFAULT_REPORT_SORT, type ReportSort } from '../../../sdk/core/publisher-report';

/** Spec §8: what each failed load stores (and this page shows, with a Retry). */
export const INSIGHTS_ERRORS = {
  daily: 'Failed to fetch daily report',
  report: 'Failed to fetch report',
  podcasts: 'Failed to fetch podcasts',
  advertisers: 'Failed to fetch advertisers',
} as const;

export type Selection = number | 'all';
export type ChartTab = 'earnings' | 'downloads';
export type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: string | null };

export type EarnInsightsState = {
  preset: DatePreset;
  range: DateRange;
  podcastId: Selection;
  /** An advertiser podcast id (GET /earn/advertisers). */
  advertiserId: Selection;
  tab: ChartTab;
  sort: ReportSort;
  daily: Loadable<PublisherDailyReport>;
  report: Loadable<PublisherReport>;
  podcasts: Loadable<EarnPodcastOption[]>;
  advertisers: Loadable<EarnAdvertiserOption[]>;
  /** Loads the filter options, the daily report and the table report. */
  start(): void;
  setPreset(preset: DatePreset): void;
  setPodcast(id: Selection): void;
  setAdvertiser(id: Selection): void;
  setTab(tab: ChartTab): void;
  setSort(sort: ReportSort): void;
  reloadDaily(): void;
  reloadReport(): void;
  reloadOptions(): void;
};

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

type Initial = { podcastId?: Selection; advertiserId?: Selection; preset?: DatePreset };

/**
 * The publisher insights' state: one store per visit (leaving drops it, spec §4). Refetch rules of spec §4: the date
 * range refetches the daily report and the report; the podcast only the daily report (the report always covers every
 * podcast); the advertiser both. A failure clears that data and stores the spec's message; an older, slower answer
 * never overwrites a newer one.
 */
export function createEarnInsightsStore(client: ApiClient, initial: Initial = {}, today: () => Date = () => new Date()) {
  const latest = { daily: 0, report: 0, options: 0 };
  return createStore<EarnInsightsState>()((set, get) => {
    const loadDaily = async () => {
      const call = ++latest.daily;
      const { range, podcastId, advertiserId } = get();
      set({ daily: { status: 'loading', data: get().daily.data, error: null } });
      try {
        const data = await getPublisherEarnings(client, { ...range, podcastId, advertiserId });
        if (call === latest.daily) set({ daily: { status: 'ready', data, error: null } });
      } catch {
        if (call === latest.daily) set({ daily: { status: 'error', data: null, error: INSIGHTS_ERRORS.daily } });
      }
    };
    const loadReport = async () => {
      const call = ++latest.report;
      const { range, advertiserId } = get();
      set({ report: { status: 'loading', data: get().report.data, error: null } });
      try {
        const data = await getPublisherReport(client, { ...range, advertiserId });
        if (call === latest.report) set({ report: { status: 'ready', data, error: null } });
      } catch {
        if (call === latest.report) set({ report: { status: 'error', data: null, error: INSIGHTS_ERRORS.report } });
      }
    };
    // An id from the address that is not among the options (another account's, a stale link) falls back to all.
    const keepKnown = () => {
      const { podcasts, advertisers, podcastId, advertiserId } = get();
      if (podcastId !== 'all' && podcasts.data && !podcasts.data.some((p) => p.id === podcastId)) get().setPodcast('all');
      if (advertiserId !== 'all' && advertisers.data && !advertisers.data.some((a) => a.id === advertiserId)) get().setAdvertiser('all');
    };
    const options = <T>(key: 'podcasts' | 'advertisers', load: () => Promise<T[]>, call: number) => {
      set({ [key]: { ...get()[key], status: 'loading', error: null } } as Partial<EarnInsightsState>);
      load().then(
        (data) => {
          if (call !== latest.options) return;
          set({ [key]: { status: 'ready', data, error: null } } as Partial<EarnInsightsState>);
          keepKnown();
        },
        () => call === latest.options && set({ [key]: { status: 'error', data: null, error: INSIGHTS_ERRORS[key] } } as Partial<EarnInsightsState>),
      );
    };
    const preset = initial.preset ?? 'all_time';
    return {
      preset,
      range: presetRange(preset, today()),
      podcastId: initial.podcastId ?? 'all',
      advertiserId: initial.advertiserId ?? 'all',
      tab: 'earnings',
      sort: DEFAULT_REPORT_SORT,
      daily: idle(),
      report: idle(),
      podcasts: idle(),
      advertisers: idle(),
      start() {
        get().reloadOptions();
        void loadDaily();
        void loadReport();
      },
      setPreset(next) {
        set({ preset: next, range: presetRange(next, today()) });
        void loadDaily();
        void loadReport();
      },
      setPodcast(podcastId) {
        if (podcastId === get().podcastId) return;
        set({ podcastId });
        void loadDaily();
      },
      setAdvertiser(advertiserId) {
        if (advertiserId === get().advertiserId) return;
        set({ advertiserId });
        void loadDaily();
        void loadReport();
      },
      setTab: (tab) => set({ tab }),
      setSort: (sort) => set({ sort }),
      reloadDaily: () => void loadDaily(),
      reloadReport: () => void loadReport(),
      reloadOptions() {
        const call = ++latest.options;
        options('podcasts', () => getEarnPublishers(client), call);
        options('advertisers', () => getEarnAdvertisers(client), call);
      },
    };
  });
}
export type EarnInsightsStore = ReturnType<typeof createEarnInsightsStore>;
