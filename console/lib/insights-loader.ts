import { presetRange, type DatePreset, type DateRange } from '@sdk/core/date-presets';

/** One load of an insights page: what it shows, and how its last request went. */
export type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: string | null };
/** A filter's choice: one id, or all. */
export type Selection = number | 'all';
/** The filters of an insights page; each feature says which of its reports a change of each one refetches. */
export type InsightsFilter = 'preset' | 'podcast' | 'advertiser';
export type InsightsInitial = { podcastId?: Selection; advertiserId?: Selection; preset?: DatePreset };

/** The stored texts of the failed option loads (docs/behaviour/earn.md#errors, docs/behaviour/advertise.md#errors). */
export const OPTIONS_FAILED = {
  podcasts: 'Failed to fetch podcasts',
  advertisers: 'Failed to fetch advertisers',
} as const;

export const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

type Option = { id: number };

/** The state every insights page has: the filters and their options, the chart's tab, the table's sort, their actions. */
export type InsightsBase<P extends Option, A extends Option, Tab extends string, Sort> = {
  preset: DatePreset;
  range: DateRange;
  /** The selected publisher podcast (also the table's selected row). */
  podcastId: Selection;
  /** The selected advertiser (an advertiser podcast id). */
  advertiserId: Selection;
  podcasts: Loadable<P[]>;
  advertisers: Loadable<A[]>;
  tab: Tab;
  sort: Sort;
  /** Loads the filter options and every report; only the first call does (a prepared visit is started before its page renders). */
  start(): void;
  setPreset(preset: DatePreset): void;
  setPodcast(id: Selection): void;
  setAdvertiser(id: Selection): void;
  setTab(tab: Tab): void;
  setSort(sort: Sort): void;
  reloadOptions(): void;
};

type AnyBase = InsightsBase<Option, Option, string, unknown>;
type DataOf<L> = L extends Loadable<infer T> ? T : never;
type LoadableKey<S> = { [K in keyof S]-?: S[K] extends Loadable<unknown> ? K : never }[keyof S] & string;

export type InsightsSetup<S extends AnyBase, R extends LoadableKey<S>> = {
  initial: InsightsInitial;
  today: () => Date;
  /** The chart's first tab and the table's first sort. */
  tab: S['tab'];
  sort: S['sort'];
  options: { podcasts(): Promise<DataOf<S['podcasts']>>; advertisers(): Promise<DataOf<S['advertisers']>> };
  /** Each report (in the order `start` loads them): its request for the current state and the spec's failure text. */
  reports: { [K in R]: { fetch(state: S): Promise<DataOf<S[K]>>; failure: string } };
  /** The feature's refetch rules: the reports a change of each filter loads again. */
  refetch: Record<InsightsFilter, readonly R[]>;
};

/** An id that is not among the loaded options (another account's, a stale link) falls back to all. */
const known = (id: Selection, options: Loadable<Option[]>): Selection =>
  id !== 'all' && options.data && !options.data.some((o) => o.id === id) ? 'all' : id;

/**
 * The loading machinery of an insights store (a zustand vanilla store, one per visit of the page). Every load keeps
 * what it showed while it runs, a failure clears it and stores the spec's text, and an answer older than the latest
 * request of the same load is dropped. Returns the shared part of the state (the reports included, idle) and `load`,
 * which loads reports again.
 */
export function createInsightsLoader<S extends AnyBase, R extends LoadableKey<S>>(
  set: (partial: Partial<S>) => void,
  get: () => S,
  setup: InsightsSetup<S, R>,
) {
  const latest = new Map<string, number>();
  const update = (key: string, value: Loadable<unknown>) => set({ [key]: value } as Partial<S>);
  const run = async (key: string, fetch: () => Promise<unknown>, failure: string) => {
    const call = (latest.get(key) ?? 0) + 1;
    latest.set(key, call);
    update(key, { status: 'loading', data: (get()[key as keyof S] as Loadable<unknown>).data, error: null });
    try {
      const data = await fetch();
      if (call !== latest.get(key)) return false;
      update(key, { status: 'ready', data, error: null });
      return true;
    } catch {
      if (call === latest.get(key)) update(key, { status: 'error', data: null, error: failure });
      return false;
    }
  };
  const load = (keys: readonly R[]) => {
    for (const key of keys) void run(key, () => setup.reports[key].fetch(get()), setup.reports[key].failure);
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
    set({ podcastId, advertiserId } as Partial<S>);
    refetch(...changed);
  };
  const reloadOptions = () => {
    for (const key of ['podcasts', 'advertisers'] as const) {
      void run(key, setup.options[key], OPTIONS_FAILED[key]).then((applied) => applied && keepKnown());
    }
  };
  let started = false;
  const preset = setup.initial.preset ?? 'all_time';
  const base: AnyBase = {
    preset,
    range: presetRange(preset, setup.today()),
    podcastId: setup.initial.podcastId ?? 'all',
    advertiserId: setup.initial.advertiserId ?? 'all',
    podcasts: idle(),
    advertisers: idle(),
    tab: setup.tab,
    sort: setup.sort,
    start() {
      if (started) return;
      started = true;
      // The reports first: they are what the page waits for, and the browser sends requests in the order they are made.
      load(Object.keys(setup.reports) as R[]);
      reloadOptions();
    },
    setPreset(next) {
      set({ preset: next, range: presetRange(next, setup.today()) } as Partial<S>);
      refetch('preset');
    },
    setPodcast(podcastId) {
      if (podcastId === get().podcastId) return;
      set({ podcastId } as Partial<S>);
      refetch('podcast');
    },
    setAdvertiser(advertiserId) {
      if (advertiserId === get().advertiserId) return;
      set({ advertiserId } as Partial<S>);
      refetch('advertiser');
    },
    setTab: (tab) => set({ tab } as Partial<S>),
    setSort: (sort) => set({ sort } as Partial<S>),
    reloadOptions,
  };
  const reports = Object.fromEntries(Object.keys(setup.reports).map((key) => [key, idle()]));
  return { state: { ...base, ...reports } as Pick<S, keyof AnyBase | R>, load };
}
