import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ApiError } from '@sdk/api/errors';
import { findEarnPublishers } from '@sdk/api/publisher-reports';
import { OPTIONS_PAGE, withChosen, type OptionPage } from '@sdk/core/option-search';
import { latestCall } from '@sdk/stores/latest-call';
import { api } from './api';
import { onSignOut } from './session';

/** One of the publisher's own podcasts, as GET /earn/publishers lists them. */
export type PublisherPodcast = { id: number; name: string; small_artwork: string };
/** `all` or a podcast id. */
export type PodcastChoice = 'all' | number;

type PodcastFilterState = {
  /** null until loaded: the whole list, or its first OPTIONS_PAGE podcasts when `total` is larger. */
  podcasts: PublisherPodcast[] | null;
  /** How many podcasts the publisher has (0 until loaded). */
  total: number;
  /** The selected podcast when `podcasts` (a long list's first page) does not hold it, for its name and artwork. */
  chosen: PublisherPodcast | null;
  error: ApiError | null;
  /** The podcast chosen in the top bar; Earn pages read it to filter what they show. */
  selected: PodcastChoice;
  /** `podcast`: the chosen one as a search listed it; without it a podcast past the first page is asked for. */
  select(choice: PodcastChoice, podcast?: PublisherPodcast): void;
  /** Loads the list once per session; `force` loads it again (after a podcast was added). */
  load(force?: boolean): Promise<void>;
};

let inFlight: Promise<void> | null = null;
// Dropped on sign-out, so an answer for the previous user is not applied.
const calls = latestCall();
const chosenCalls = latestCall();

const byIds = (ids: number[]) => findEarnPublishers(api, { ids });

/** The publisher's podcasts that match `query` (the dropdown's search rule), at most OPTIONS_PAGE. */
export const searchPodcasts = (query: string): Promise<OptionPage<PublisherPodcast>> =>
  findEarnPublishers(api, { q: query, limit: OPTIONS_PAGE });

/** The console's top-bar podcast selector (docs/behaviour/frame.md#podcast-selector), one per signed-in session. */
export const podcastFilter = createStore<PodcastFilterState>()((set, get) => ({
  podcasts: null,
  total: 0,
  chosen: null,
  error: null,
  selected: 'all',
  select(selected, podcast) {
    chosenCalls.drop();
    const { podcasts } = get();
    const listed = selected === 'all' || !podcasts || podcasts.some((p) => p.id === selected);
    set({ selected, chosen: listed ? null : (podcast ?? null) });
    if (listed || podcast) return;
    const isCurrent = chosenCalls.begin();
    void withChosen({ items: podcasts, total: get().total }, selected, byIds).then(
      ({ items }) => isCurrent() && set({ chosen: items.find((p) => p.id === selected) ?? null }),
      () => undefined, // the button then names "All podcasts" until the next choice, as for an unknown id
    );
  },
  load(force = false) {
    if (inFlight) return inFlight;
    if (get().podcasts && !force) return Promise.resolve();
    const isCurrent = calls.begin();
    const { selected } = get();
    inFlight = findEarnPublishers(api, { limit: OPTIONS_PAGE })
      .then(async (page) => ({ page, withSelected: await withChosen(page, selected, byIds) }))
      .then(
        ({ page, withSelected }) => {
          if (!isCurrent()) return;
          set({ podcasts: page.items, total: page.total, error: null });
          const now = get().selected;
          // Chosen while the list loaded: name it now that the list is known.
          if (now !== selected) return get().select(now, get().chosen ?? undefined);
          const found = withSelected.items.find((p) => p.id === now);
          // A podcast that is no longer the user's falls back to all podcasts.
          set({
            selected: now === 'all' || found ? now : 'all',
            chosen: found && !page.items.includes(found) ? found : null,
          });
        },
        (error: ApiError) => {
          if (isCurrent()) set({ error });
        },
      )
      .finally(() => {
        if (isCurrent()) inFlight = null;
      });
    return inFlight;
  },
}));

onSignOut(() => {
  calls.drop();
  chosenCalls.drop();
  inFlight = null;
  podcastFilter.setState({ podcasts: null, total: 0, chosen: null, error: null, selected: 'all' });
});

export const usePodcastFilter = <T>(selector: (state: PodcastFilterState) => T) => useStore(podcastFilter, selector);
