import type { Store } from '../state/store.ts';

/**
 * One sandbox's arranged lists (filtered, sorted and grouped whole lists), by a key naming the caller, the list and
 * its filters and sort: 'Show more' and the next page then cut the same arranged list instead of sorting tens of
 * thousands of rows again. The sandbox's context empties it at every state change (`ctx.changed()`), and a list made
 * on another store (before a reset) is never returned.
 */
export type ListMemo = {
  /** The value under `key`, made by `build` when there is none. */
  get<T>(store: Store, key: string, build: () => T): T;
  clear(): void;
};

/** Lists kept at most, the oldest dropped first: a few users' current views, not every query ever sent. */
const MAX_LISTS = 32;

export function createListMemo(): ListMemo {
  const lists = new Map<string, unknown>();
  let madeOn: Store | null = null;
  return {
    get<T>(store: Store, key: string, build: () => T): T {
      if (store !== madeOn) {
        lists.clear();
        madeOn = store;
      }
      if (lists.has(key)) return lists.get(key) as T;
      const value = build();
      if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
      lists.set(key, value);
      return value;
    },
    clear: () => lists.clear(),
  };
}
