import { useEffect, useMemo, useState } from 'react';
import { isWholeList, searchOptions } from '../core/option-search';
import { latestCall } from '../stores/latest-call';
import { useLatest } from './use-latest';

type Option<V> = { value: V; label: string; artwork?: string };

/** What a server search answers: the first matches and how many match in all. */
export type SearchAnswer<V extends string | number> = { options: readonly Option<V>[]; total: number };

/**
 * The options to list for the search text `filter` (already debounced and normalised). A whole list (`total` absent or
 * no more than `options` holds) is searched in the browser. A cut one (the first page of a long list) is searched
 * with `search` on the server: the last answer stays listed until the next one arrives, older answers are dropped,
 * and `pending` holds while an answer is awaited.
 */
export function useOptionSearch<V extends string | number>(
  options: readonly Option<V>[],
  total: number | undefined,
  filter: string,
  search: ((query: string) => Promise<SearchAnswer<V>>) | undefined,
) {
  const onServer = Boolean(search) && !isWholeList({ items: options as Option<V>[], total: total ?? options.length });
  const [answer, setAnswer] = useState<{ filter: string; options: readonly Option<V>[] } | null>(null);
  const calls = useMemo(latestCall, []);
  const searchRef = useLatest(search);
  const optionsRef = useLatest(options);
  const local = useMemo(() => searchOptions(options, filter, (o) => o.label), [options, filter]);

  useEffect(() => {
    if (!onServer || !filter) {
      calls.drop();
      setAnswer(null);
      return;
    }
    const isCurrent = calls.begin();
    searchRef.current!(filter).then(
      (found) => isCurrent() && setAnswer({ filter, options: found.options }),
      // A failed search lists what the first page holds that matches, rather than nothing.
      () => isCurrent() && setAnswer({ filter, options: searchOptions(optionsRef.current, filter, (o) => o.label) }),
    );
    return () => calls.drop();
  }, [onServer, filter, calls, searchRef, optionsRef]);

  if (!onServer || !filter) return { matching: local, pending: false };
  return { matching: answer ? answer.options : local, pending: answer?.filter !== filter };
}
