import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ApiError } from '@sdk/api/errors';
import { latestCall } from '@sdk/stores/latest-call';
import { api } from './api';
import { onSignOut } from './session';

/** One of the publisher's own podcasts, as GET /earn/publishers lists them. */
export type PublisherPodcast = { id: number; name: string; small_artwork: string };
/** `all` or a podcast id. */
export type PodcastChoice = 'all' | number;

type PodcastFilterState = {
  /** null until loaded. */
  podcasts: PublisherPodcast[] | null;
  error: ApiError | null;
  /** The podcast chosen in the top bar; Earn pages read it to filter what they show. */
  selected: PodcastChoice;
  select(choice: PodcastChoice): void;
  /** Loads the list once per session; `force` loads it again (after a podcast was added). */
  load(force?: boolean): Promise<void>;
};

let inFlight: Promise<void> | null = null;
// Dropped on sign-out, so an answer for the previous user is not applied.
const calls = latestCall();

/** The console's top-bar podcast selector (docs/behaviour/frame.md#podcast-selector), one per signed-in session. */
export const podcastFilter = createStore<PodcastFilterState>()((set, get) => ({
  podcasts: null,
  error: null,
  selected: 'all',
  select: (selected) => set({ selected }),
  load(force = false) {
    if (inFlight) return inFlight;
    if (get().podcasts && !force) return Promise.resolve();
    const isCurrent = calls.begin();
    inFlight = api
      .get<{ publishers: PublisherPodcast[] }>('/earn/publishers')
      .then(
        ({ publishers }) => {
          if (!isCurrent()) return;
          const { selected } = get();
          // A podcast that is no longer the user's falls back to all podcasts.
          set({
            podcasts: publishers,
            error: null,
            selected: publishers.some((p) => p.id === selected) ? selected : 'all',
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
  inFlight = null;
  podcastFilter.setState({ podcasts: null, error: null, selected: 'all' });
});

export const usePodcastFilter = <T>(selector: (state: PodcastFilterState) => T) => useStore(podcastFilter, selector);
