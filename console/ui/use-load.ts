import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@sdk/api/errors';

export type Loaded<T> = { data: T | null; error: ApiError | null; loading: boolean; reload(): void };

/**
 * Runs `load` on mount and whenever it changes (keep it stable: a module function or useCallback). `reload` runs it
 * again; the data on screen stays until the new answer arrives, and answers older than the latest call are ignored.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: ApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const call = ++latest.current;
    setState((s) => ({ ...s, error: null, loading: true }));
    load().then(
      (data) => call === latest.current && setState({ data, error: null, loading: false }),
      (error: ApiError) => call === latest.current && setState({ data: null, error, loading: false }),
    );
  }, [load]);
  useEffect(() => {
    reload();
    return () => {
      latest.current += 1; // unmounted: drop answers still on their way
    };
  }, [reload]);
  return { ...state, reload };
}
