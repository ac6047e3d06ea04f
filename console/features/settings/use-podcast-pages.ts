import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getSettingsPodcastPage, type SettingsPodcast } from '@sdk/api/accounts';
import type { ApiError } from '@sdk/api/errors';
import { filterPodcasts, type PodcastFilter } from '@sdk/core/settings-podcasts';
import { createPagedList } from '@sdk/stores/paged-list';
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

const createPodcastList = () =>
  createPagedList({
    first: 'all' as PodcastFilter,
    fetch: (filter, offset, limit) => getSettingsPodcastPage(api, { filter, offset, limit }),
    read: (page) => ({ items: page.podcasts, total: page.total }),
    // The first unfiltered page holding every podcast: the filter runs in the browser at once, as it always did.
    whole: { covers: (held) => held === 'all', arrange: filterPodcasts },
  });

/**
 * "Your podcasts" one page at a time from the server, filtered there (docs/behaviour/settings.md#your-podcasts). A
 * new filter asks for the first page and keeps the list on screen until its answer; older answers are dropped.
 */
export function usePodcastPages(filter: PodcastFilter): PodcastPages {
  const [list] = useState(createPodcastList);
  const { status, items, total, answer, error, choose, more } = useStore(list);
  useEffect(() => void choose(filter), [choose, filter]);
  useEffect(() => () => list.getState().drop(), [list]); // answers after leaving the page are dropped
  return {
    // A failed page (the first or a next one) shows the failure in the list's place, with Retry.
    podcasts: status === 'ready' && !error ? items : null,
    total,
    allPodcasts: answer?.all_podcasts ?? 0,
    error,
    reload: () => void choose(filter),
    more: () => void more(),
  };
}
