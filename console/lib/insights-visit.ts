/**
 * Render-as-you-fetch for the insights pages. The router asks for a page's chunks as soon as its route matches; the
 * page's route also "prepares" the visit then, which creates the page's store and starts its requests at once, so
 * the figures are on the way while the page's code still loads. (Measured on scenario `large`: the requests used to
 * leave only after two rounds of chunks, the page's first render and its effects, ≈ 300 ms after the route matched.)
 *
 * A visit belongs to one history entry, named by the router's location key ('default' for the first page of a tab):
 * the router may match the route on every render, but only the first match of an entry prepares. The page takes what
 * was prepared for its entry, or makes its own when nothing was (then nothing prepared later is started).
 */

/** The router's key of the current history entry (react-router keeps it in history.state; the first entry has none). */
export function historyEntryKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : null;
  return typeof key === 'string' && key ? key : 'default';
}

/** A history entry being prepared: its key and the query string the page starts from. */
export type VisitEntry = { key: string; search: string };

type Slot<T> = { key: string; value: T | null; taken: boolean };

/** One handoff per insights page (a module of its own, loaded with the console's first chunk: a few hundred bytes). */
export function createVisitHandoff<T>() {
  let slot: Slot<T> | null = null;
  return {
    /** The current history entry, the first time it is asked for; null on any later call for the same entry. */
    claim(): VisitEntry | null {
      const key = historyEntryKey();
      if (slot?.key === key) return null;
      slot = { key, value: null, taken: false };
      return { key, search: window.location.search };
    },
    /** Keeps what was prepared for `key`; false (start nothing) when the page no longer wants it. */
    fill(key: string, value: T): boolean {
      if (slot?.key !== key || slot.taken) return false;
      slot.value = value;
      return true;
    },
    /**
     * The store for the page's entry: the one prepared for it, else one `make` opens (not started: the page starts
     * it). Kept for the entry, so a render React throws away and retries (a sibling suspending) gets the same store.
     */
    take(key: string, make: () => T): T {
      if (slot?.key !== key) slot = { key, value: null, taken: true };
      slot.taken = true;
      slot.value ??= make();
      return slot.value;
    },
    /** The page left its entry: coming back to it (Back) prepares again. */
    release(key: string): void {
      if (slot?.key === key) slot = null;
    },
  };
}

export type VisitHandoff<T> = ReturnType<typeof createVisitHandoff<T>>;

/** What prepares a visit: opens the page's store from its query string, and loads code it needs after the figures. */
export type VisitOpener<T> = { open(search: string): T; warm?(): void };

/**
 * Prepares a visit: claims the entry at once (the router's render), loads the module that opens the page's store,
 * opens and starts it, then warms what the page needs next. Nothing happens when `allowed` is false (the guard will
 * send the user elsewhere).
 */
export function prepareVisit<T extends { getState(): { start(): void } }>(
  handoff: VisitHandoff<T>,
  allowed: boolean,
  load: () => Promise<VisitOpener<T>>,
): void {
  if (!allowed) return;
  const entry = handoff.claim();
  if (!entry) return;
  load().then(
    (opener) => {
      const store = opener.open(entry.search);
      if (!handoff.fill(entry.key, store)) return;
      store.getState().start(); // the requests first: the browser sends them in the order they are made
      opener.warm?.();
    },
    () => {
      /* the page loads its own data when it renders (or shows the router's failure if its chunk fails too) */
    },
  );
}
