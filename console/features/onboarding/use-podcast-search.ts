import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@sdk/api/client';
import { searchPodcastsById, searchPodcastsByName } from '@sdk/api/onboarding';
import { notFoundHint, parsePodcastQuery, SEARCH_DEBOUNCE_MS, type PodcastResult } from '@sdk/core/onboarding';

type Found = { results: PodcastResult[]; searching: boolean; hint: string | null };
const IDLE: Found = { results: [], searching: false, hint: null };

/**
 * The add-podcasts search: an Apple URL or digits look up one id, anything else searches by name. Typing waits
 * 400 ms after the last keystroke; a newer search aborts the one in flight, so a late answer never replaces a newer one.
 */
export function usePodcastSearch(client: ApiClient) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => cancel, []);

  const search = useCallback(
    (text: string) => {
      cancel();
      const parsed = parsePodcastQuery(text);
      if (parsed.kind === 'empty') return setFound(IDLE);
      const controller = new AbortController();
      inFlight.current = controller;
      setFound((f) => ({ ...f, searching: true }));
      const call =
        parsed.kind === 'id'
          ? searchPodcastsById(client, parsed.id, controller.signal)
          : searchPodcastsByName(client, parsed.name, controller.signal);
      call.then(
        (results) => {
          if (controller.signal.aborted) return;
          setFound({ results, searching: false, hint: results.length ? null : notFoundHint(parsed.kind) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failed search is logged and the not-found hint shown (docs/behaviour/onboarding.md#errors).
          console.error('Podcast search failed:', error);
          setFound({ results: [], searching: false, hint: notFoundHint(parsed.kind) });
        },
      );
    },
    [client],
  );

  const change = useCallback(
    (text: string) => {
      setQuery(text);
      cancel();
      timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    },
    [search],
  );

  /** Enter in the box: no need to wait for the debounce. */
  const searchNow = useCallback(() => search(query), [search, query]);

  return { query, change, searchNow, ...found };
}
