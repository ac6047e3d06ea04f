import { matches, type Journal, type JournalEntry, type JournalFilter } from './journal.ts';

/** How long `GET /__mock/requests/wait` may hold a call, and how long it does when not told. */
export const MAX_WAIT_MS = 60_000;
export const DEFAULT_WAIT_MS = 5_000;
/** Entries a failed wait shows as the nearest to what was awaited. */
const NEAREST = 5;

export type WaitOutcome =
  { met: true; requests: JournalEntry[] } | { met: false; requests: JournalEntry[]; nearest: JournalEntry[] };

/**
 * Resolves once the journal holds `count` calls matching `filter`, or after `timeoutMs` with those it holds and the
 * entries nearest to the filter; `cancelled` (the client went away) stops the wait early.
 */
export function waitFor(
  journal: Journal,
  filter: JournalFilter,
  count: number,
  timeoutMs: number,
  cancelled: AbortSignal,
): Promise<WaitOutcome> {
  return new Promise((resolve) => {
    let stop = () => {};
    const check = () => {
      const requests = journal.list(filter);
      if (requests.length < count) return false;
      stop();
      resolve({ met: true, requests });
      return true;
    };
    if (check()) return;
    const unsubscribe = journal.onRecord(check);
    const timer = setTimeout(() => {
      stop();
      resolve({ met: false, requests: journal.list(filter), nearest: nearest(journal, filter) });
    }, timeoutMs);
    const onAbort = () => {
      stop();
      resolve({ met: false, requests: [], nearest: [] });
    };
    cancelled.addEventListener('abort', onAbort, { once: true });
    stop = () => {
      unsubscribe();
      clearTimeout(timer);
      cancelled.removeEventListener('abort', onAbort);
    };
  });
}

/**
 * The entries most like the filter, newest first among equals: each of method, path and status that agrees counts,
 * and a path that shares a longer start with the filter's counts more. What a test made instead of what it awaited.
 */
export function nearest(journal: Journal, filter: JournalFilter): JournalEntry[] {
  const candidates = journal.list({ since: filter.since });
  const score = (e: JournalEntry) =>
    (filter.method === undefined || e.method === filter.method ? 1 : 0) +
    (filter.status === undefined || matches(e, { status: filter.status }) ? 1 : 0) +
    (filter.path === undefined ? 1 : sharedStart(e.path, filter.path) / filter.path.length);
  return candidates
    .map((entry, order) => ({ entry, order, score: score(entry) }))
    .sort((a, b) => b.score - a.score || b.order - a.order)
    .slice(0, NEAREST)
    .map((c) => c.entry);
}

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
