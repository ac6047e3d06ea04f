import { useCallback, useEffect, useMemo, useState } from 'react';
import { getSettingsPodcastPage, type SettingsPodcast } from '@sdk/api/accounts';
import type { ApiError } from '@sdk/api/errors';
import { PAGE_ROWS } from '@sdk/core/paging';
import { filterPodcasts, type PodcastFilter } from '@sdk/core/settings-podcasts';
import { latestCall } from '@sdk/stores/latest-call';
import { useLatest } from '@sdk/ui/use-latest';
import { api } from '../../lib/api';

export type PodcastPages = {
  /** The podcasts drawn (null until the first answer), the filtered list's size and every podcast's count. */
  podcasts: SettingsPodcast[] | null;
  total: number;
  allPodcasts: number;
  error: ApiError | null;
  /** The first page for `filter` again (after a failure). */
  reload(): void;
  /** The next page, appended ('Show more'). */
  more(): void;
};

/**
 * "Your podcasts" one page at a time from the server, filtered there (docs/behaviour/settings.md#your-podcasts). A
 * new filter asks for the first page and keeps the list on screen until its answer; older answers are dropped. When
 * the first unfiltered page holds every podcast, the filter runs in the browser at once, as it always did.
 */
export function usePodcastPages(filter: PodcastFilter): PodcastPages {
  const [state, setState] = useState({
    podcasts: null as SettingsPodcast[] | null,
    total: 0,
    allPodcasts: 0,
    error: null as ApiError | null,
  });
  const calls = useMemo(latestCall, []);
  const [whole, setWhole] = useState<SettingsPodcast[] | null>(null);
  const wholeRef = useLatest(whole);

  const fetchPage = useCallback(
    (offset: number, before: SettingsPodcast[]) => {
      const isCurrent = calls.begin();
      getSettingsPodcastPage(api, { filter, offset, limit: PAGE_ROWS }).then(
        (page) => {
          if (!isCurrent()) return;
          if (filter === 'all' && offset === 0 && page.podcasts.length === page.total) setWhole(page.podcasts);
          setState({
            podcasts: [...before, ...page.podcasts],
            total: page.total,
            allPodcasts: page.all_podcasts,
            error: null,
          });
        },
        (error: ApiError) => isCurrent() && setState((s) => ({ ...s, podcasts: null, error })),
      );
    },
    [filter, calls],
  );
  const reload = useCallback(() => {
    setState((s) => ({ ...s, error: null }));
    fetchPage(0, []);
  }, [fetchPage]);
  useEffect(() => {
    if (wholeRef.current) return;
    fetchPage(0, []);
    return () => calls.drop(); // unmounted or another filter: drop answers still on their way
  }, [fetchPage, calls, wholeRef]);

  const drawn = state.podcasts;
  const more = useCallback(() => drawn && fetchPage(drawn.length, drawn), [drawn, fetchPage]);
  const filtered = useMemo(() => whole && filterPodcasts(whole, filter), [whole, filter]);
  if (filtered && whole)
    return { podcasts: filtered, total: filtered.length, allPodcasts: whole.length, error: null, reload, more };
  return { ...state, reload, more };
}
