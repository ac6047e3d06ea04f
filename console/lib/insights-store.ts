import { createStore, type StoreApi } from 'zustand/vanilla';
import { presetRange, type DatePreset, type DateRange } from '@sdk/core/date-presets';
import type { OptionPage } from '@sdk/core/option-search';
import { REPORT_FAILED } from '@sdk/stores/spend-store';

/** One load of an insights page: what it shows, and how its last request went. */
export type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: string | null };
/** A filter's choice: one id, or all. */
export type Selection = number | 'all';
/** The filters of an insights page; each area says which of its reports a change of each one refetches. */
export type InsightsFilter = 'preset' | 'podcast' | 'advertiser';
/** The two reports of an insights page: the chart's daily figures and the table's report. */
export type InsightsReport = 'daily' | 'report';
export type InsightsInitial = { podcastId?: Selection; advertiserId?: Selection; preset?: DatePreset };

/** The stored text of each failed load (the page shows the reports' texts, with a Retry; the SDK's spend table too). */
export const INSIGHTS_ERRORS = {
  daily: 'Failed to fetch daily report',
  report: REPORT_FAILED,
  podcasts: 'Failed to fetch podcasts',
  advertisers: 'Failed to fetch advertisers',
} as const;

/** What differs between the areas' insights pages: the filters' options, the reports, the chart's tabs, the sort. */
export type InsightsTypes = {
  podcast: { id: number; name: string; small_artwork: string };
  advertiser: { id: number; name: string };
  daily: unknown;
  report: unknown;
  tab: string;
  sort: unknown;
};

/** The state of one visit of an insights page: the filters and their options, both reports, the tab and the sort. */
export type InsightsState<T extends InsightsTypes> = {
  preset: DatePreset;
  range: DateRange;
  /** The selected publisher podcast (also the table's selected row). */
  podcastId: Selection;
  /** The selected advertiser (an advertiser podcast id). */
  advertiserId: Selection;
  /** The filters' options: the whole lists, or a long list's first page plus the chosen option. */
  podcasts: Loadable<T['podcast'][]>;
  advertisers: Loadable<T['advertiser'][]>;
  /** How many options each whole list has (undefined until loaded): more than loaded means search on the server. */
  optionTotals: Record<OptionList, number | undefined>;
  /** Searches a long option list on the server (docs/behaviour/earn.md#searchable-dropdown). */
  searchOptions: InsightsSetup<T>['options']['search'];
  daily: Loadable<T['daily']>;
  report: Loadable<T['report']>;
  tab: T['tab'];
  sort: T['sort'];
  /** Loads the filter options and both reports; only the first call does (the page calls it again after the route's start). */
  start(): void;
  setPreset(preset: DatePreset): void;
  setPodcast(id: Selection): void;
  setAdvertiser(id: Selection): void;
  setTab(tab: T['tab']): void;
  setSort(sort: T['sort']): void;
  /** The Retry of the filters, of the chart and of the table. */
  reloadOptions(): void;
  reloadDaily(): void;
  reloadReport(): void;
};

export type InsightsStore<T extends InsightsTypes> = StoreApi<InsightsState<T>>;

export type InsightsSetup<T extends InsightsTypes> = {
  initial: InsightsInitial;
  today: () => Date;
  /** The chart's first tab and the table's first sort. */
  tab: T['tab'];
  sort: T['sort'];
  /**
   * Each filter's options: its first page, completed with the option of `chosen` when the page does not hold it
   * (sdk/core/option-search withChosen), and the search of a long list.
   */
  options: {
    podcasts(chosen: Selection): Promise<OptionPage<T['podcast']>>;
    advertisers(chosen: Selection): Promise<OptionPage<T['advertiser']>>;
    search: {
      podcasts(query: string): Promise<OptionPage<T['podcast']>>;
      advertisers(query: string): Promise<OptionPage<T['advertiser']>>;
    };
  };
  /** Each report's request for the current state. */
  fetch: { daily(state: InsightsState<T>): Promise<T['daily']>; report(state: InsightsState<T>): Promise<T['report']> };
  /** The area's rules: the reports a change of each filter loads again, and those each report's Retry loads again. */
  refetch: Record<InsightsFilter, readonly InsightsReport[]>;
  retry: Record<InsightsReport, readonly InsightsReport[]>;
};

type OptionList = 'podcasts' | 'advertisers';
type Loaded = InsightsReport | OptionList;
const CHOICE_OF = { podcasts: 'podcastId', advertisers: 'advertiserId' } as const;

/** An id that is not among the loaded options (another account's, a stale link) falls back to all. */
const known = (id: Selection, options: Loadable<{ id: number }[]>): Selection =>
  id !== 'all' && options.data && !options.data.some((o) => o.id === id) ? 'all' : id;

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

/**
 * The store of one visit of an insights page (a zustand vanilla store; leaving the page drops it). Every load keeps
 * what it showed while it runs, a failure clears it and stores its text, and an answer older than the latest request
 * of the same load is dropped.
 */
export function createInsightsStore<T extends InsightsTypes>(setup: InsightsSetup<T>): InsightsStore<T> {
  return createStore<InsightsState<T>>()((set, get) => {
    const latest = new Map<Loaded, number>();
    const update = (key: Loaded, value: Loadable<unknown>) => set({ [key]: value });
    /** `ready`: what an answer sets (by default the answer as the data). */
    const run = async <D>(key: Loaded, fetch: () => Promise<D>, ready?: (data: D) => Partial<InsightsState<T>>) => {
      const call = (latest.get(key) ?? 0) + 1;
      latest.set(key, call);
      update(key, { status: 'loading', data: get()[key].data, error: null });
      try {
        const data = await fetch();
        if (call !== latest.get(key)) return false;
        if (ready) set(ready(data));
        else update(key, { status: 'ready', data, error: null });
        return true;
      } catch {
        if (call === latest.get(key)) update(key, { status: 'error', data: null, error: INSIGHTS_ERRORS[key] });
        return false;
      }
    };
    const load = (keys: readonly InsightsReport[]) => {
      for (const key of keys) void run(key, () => setup.fetch[key](get()));
    };
    const refetch = (...filters: InsightsFilter[]) => load([...new Set(filters.flatMap((f) => setup.refetch[f]))]);
    const keepKnown = () => {
      const state = get();
      const podcastId = known(state.podcastId, state.podcasts);
      const advertiserId = known(state.advertiserId, state.advertisers);
      const changed = (
        [
          ['podcast', podcastId !== state.podcastId],
          ['advertiser', advertiserId !== state.advertiserId],
        ] as const
      )
        .filter(([, gone]) => gone)
        .map(([filter]) => filter);
      if (!changed.length) return;
      set({ podcastId, advertiserId });
      refetch(...changed);
    };
    const reloadOptions = () => {
      for (const key of ['podcasts', 'advertisers'] as const) {
        const fetch = () => setup.options[key](get()[CHOICE_OF[key]]);
        const ready = ({ items, total }: OptionPage<unknown>) => ({
          [key]: { status: 'ready', data: items, error: null },
          optionTotals: { ...get().optionTotals, [key]: total },
        });
        void run(key, fetch, ready).then((applied) => applied && keepKnown());
      }
    };
    let started = false;
    const preset = setup.initial.preset ?? 'all_time';
    return {
      preset,
      range: presetRange(preset, setup.today()),
      podcastId: setup.initial.podcastId ?? 'all',
      advertiserId: setup.initial.advertiserId ?? 'all',
      podcasts: idle(),
      advertisers: idle(),
      optionTotals: { podcasts: undefined, advertisers: undefined },
      searchOptions: setup.options.search,
      daily: idle(),
      report: idle(),
      tab: setup.tab,
      sort: setup.sort,
      start() {
        if (started) return;
        started = true;
        // The reports first: they are what the page waits for, and the browser sends requests in the order they are made.
        load(['daily', 'report']);
        reloadOptions();
      },
      setPreset(next) {
        set({ preset: next, range: presetRange(next, setup.today()) });
        refetch('preset');
      },
      setPodcast(podcastId) {
        if (podcastId === get().podcastId) return;
        set({ podcastId });
        refetch('podcast');
      },
      setAdvertiser(advertiserId) {
        if (advertiserId === get().advertiserId) return;
        set({ advertiserId });
        refetch('advertiser');
      },
      setTab: (tab) => set({ tab }),
      setSort: (sort) => set({ sort }),
      reloadOptions,
      reloadDaily: () => load(setup.retry.daily),
      reloadReport: () => load(setup.retry.report),
    };
  });
}
