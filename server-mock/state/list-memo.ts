import type { Store } from './store.ts';

/**
 * One sandbox's arranged lists (filtered, sorted and grouped whole lists, facets, series selections): 'Show more' and
 * the next page then cut the same arranged list instead of sorting tens of thousands of rows again. Each kind of list
 * is a `memoList` declared beside the code that builds it, with its own key type and value type, so two lists never
 * share a key and a value comes back with the type it was built with. The sandbox's context empties the memo at every
 * state change (`ctx.changed()`), and a list made on another store (before a reset) is never returned.
 */
export type MemoList<K, V> = {
  /** What the list is, for reading a memo while debugging. */
  readonly name: string;
  /** The key as text: two keys with the same text are the same list. */
  readonly keyOf: (key: K) => string;
  /** This list's entries in `memo` (made on first use). */
  entries(memo: ListMemo): Map<string, { value: V }>;
};

export type ListMemo = {
  /** The value of `list` under `key`, made by `build` when there is none. */
  get<K, V>(store: Store, list: MemoList<K, V>, key: K, build: () => V): V;
  clear(): void;
};

/** Entries kept per list at most, the oldest dropped first: a few users' current views, not every query ever sent. */
export const MAX_PER_LIST = 16;

/** Declares one kind of kept list: its name and how its key is written. */
export function memoList<K, V>(name: string, keyOf: (key: K) => string): MemoList<K, V> {
  const perMemo = new WeakMap<ListMemo, Map<string, { value: V }>>();
  return {
    name,
    keyOf,
    entries(memo) {
      let entries = perMemo.get(memo);
      if (!entries) perMemo.set(memo, (entries = new Map()));
      return entries;
    },
  };
}

export function createListMemo(): ListMemo {
  const used = new Set<Map<string, unknown>>();
  let madeOn: Store | null = null;
  const clear = () => used.forEach((entries) => entries.clear());
  const memo: ListMemo = {
    get(store, list, key, build) {
      if (store !== madeOn) {
        clear();
        madeOn = store;
      }
      const entries = list.entries(memo);
      used.add(entries);
      const text = list.keyOf(key);
      const kept = entries.get(text);
      if (kept) return kept.value;
      const value = build();
      const oldest = entries.keys().next();
      if (entries.size >= MAX_PER_LIST && !oldest.done) entries.delete(oldest.value);
      entries.set(text, { value });
      return value;
    },
    clear,
  };
  return memo;
}

/** Keeps nothing: every `get` builds (callers without a sandbox, and tests of the rules alone). */
export const noMemo: ListMemo = { get: (_store, _list, _key, build) => build(), clear: () => undefined };
