import { useCallback, useEffect, useMemo, useState } from 'react';
import { getSettingsPodcastPage, type SettingsPodcast } from '@sdk/api/accounts';
import type { ApiError } from '@sdk/api/errors';
import { PAGE_ROWS } from '@sdk/core/paging';
import type { PodcastFilter } from '@sdk/core/settings-podcasts';
import { latestCall } from '@sdk/stores/latest-call';
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
 * new filter asks for the first page and keeps the list on screen until its answer; older answers are dropped.
 */
export function usePodcastPages(filter: PodcastFilter): PodcastPages {
  const [state, setState] = useState({
    podcasts: null as SettingsPodcast[] | null,
    total: 0,
    allPodcasts: 0,
    error: null as ApiError | null,
  });
  const calls = useMemo(latestCall, []);

  const fetchPage = useCallback(
    (offset: number, before: SettingsPodcast[]) => {
      const isCurrent = calls.begin();
      getSettingsPodcastPage(api, { filter, offset, limit: PAGE_ROWS }).then(
        (page) =>
          isCurrent() &&
          setState({
            podcasts: [...before, ...page.podcasts],
            total: page.total,
            allPodcasts: page.all_podcasts,
            error: null,
          }),
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
    fetchPage(0, []);
    return () => calls.drop(); // unmounted or another filter: drop answers still on their way
  }, [fetchPage, calls]);

  const drawn = state.podcasts;
  const more = useCallback(() => drawn && fetchPage(drawn.length, drawn), [drawn, fetchPage]);
  return { ...state, reload, more };
}
