import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiError } from '../api/errors';
import { PAGE_ROWS } from '../core/paging';
import { latestCall } from './latest-call';

/**
 * One list paged on the server (docs/decisions/0008-paging-on-the-server.md): the first page of a query, 'Show more'
 * appending the next, the drawn range asked again in one call after an edit, and the latest call winning. When the
 * first page of a query already holds the whole list, later queries it covers are answered in the browser with the
 * same sdk/core rule the server uses, without asking again.
 */
export type PagedListOptions<Q, T, A> = {
  /** The query before the first `choose`. */
  first: Q;
  /** Asks for `limit` rows from `offset` (the entries already drawn: items, or whole groups of a grouped list). */
  fetch(query: Q, offset: number, limit: number): Promise<A>;
  /** The answer's items and the size of the query's whole list, in entries (the server's `total` or `campaigns`). */
  read(answer: A): { items: T[]; total: number };
  /** Entries drawn: where the next page starts. Default: the items. */
  entries?(items: readonly T[]): number;
  /** Rows drawn: the limit that asks them all again in one call. Default: the items. */
  rows?(items: readonly T[]): number;
  /** The whole-list shortcut; without it every query is asked of the server. */
  whole?: {
    /** Whether the whole list of `held` answers `next` (a page whose list is whole for `next` is held only if this says so of `next, next`). */
    covers(held: Q, next: Q): boolean;
    /** `next`'s list out of the whole one. */
    arrange(all: readonly T[], next: Q): T[];
  };
  /** Rows per page, or a query's own (the inbox's `rowLimit`). Default PAGE_ROWS. */
  pageRows?: number | ((query: Q) => number);
};

export type PagedListState<Q, T, A> = {
  /** `loading` until the first answer (and after a failure, until the next answer). */
  status: 'loading' | 'ready' | 'error';
  /** The failure of the last call: a first page or a reload (then `status` is `error`), or a 'Show more' (the list stays). */
  error: ApiError | null;
  /** The query the items answer (a newer one may be on its way). */
  query: Q;
  /** The items drawn. */
  items: T[];
  /** Entries of the query's whole list: 'Show more' while `entries(items)` is below it. */
  total: number;
  /** The last answer applied, for the figures it carries beside the items. */
  answer: A | null;
  /** Whether the browser holds the whole list (new queries it covers need no call). */
  whole: boolean;
  /** The first page of `query` (default: the current one); the items on screen stay until its answer. */
  choose(query?: Q): Promise<void>;
  /** 'Show more': appends the next page (ignored while a new query is on its way, or when the list is whole). */
  more(): Promise<void>;
  /** The drawn range again in one call (after an edit): from the start, at least a page, at least the rows drawn. */
  reload(): Promise<void>;
  /** Answers still on their way are dropped (the page is left). */
  drop(): void;
};

/** What a store adds beside its list (actions such as archive), zustand's slice pattern: it gets the store's set and get. */
export type PagedListExtras<S, E> = (set: StoreApi<S>['setState'], get: StoreApi<S>['getState']) => E;

const count = (items: readonly unknown[]) => items.length;

/**
 * A paged list as a vanilla zustand store, one per page visit or mounted widget; `extras` adds a store's own state and
 * actions beside the list's.
 */
export function createPagedList<Q, T, A>(options: PagedListOptions<Q, T, A>): StoreApi<PagedListState<Q, T, A>>;
export function createPagedList<Q, T, A, E extends object>(
  options: PagedListOptions<Q, T, A>,
  extras: PagedListExtras<PagedListState<Q, T, A> & E, E>,
): StoreApi<PagedListState<Q, T, A> & E>;
export function createPagedList<Q, T, A, E extends object>(
  options: PagedListOptions<Q, T, A>,
  extras?: PagedListExtras<PagedListState<Q, T, A> & E, E>,
) {
  const { fetch, read, entries = count, rows = count, whole } = options;
  const pageRowsOption = options.pageRows ?? PAGE_ROWS;
  const pageRows = (query: Q) => (typeof pageRowsOption === 'number' ? pageRowsOption : pageRowsOption(query));
  const calls = latestCall();
  let held: { query: Q; items: T[] } | null = null;
  // First pages on their way: 'Show more' would append to a list about to be replaced.
  let replacing = 0;

  return createStore<PagedListState<Q, T, A> & E>()((set, get) => {
    // The list writes only its own fields, which the whole state (with the extras) always has.
    const put = (patch: Partial<PagedListState<Q, T, A>>) => set(patch as Partial<PagedListState<Q, T, A> & E>);
    /** Asks for the first `limit` rows of `query`, replacing the items; the page is whole when it holds every entry. */
    const replace = async (query: Q, limit: number, shown: Q = query) => {
      const isCurrent = calls.begin();
      if (get().status === 'error') put({ status: 'loading', error: null });
      replacing += 1;
      try {
        const answer = await fetch(query, 0, limit);
        if (!isCurrent()) return;
        const page = read(answer);
        const complete = entries(page.items) >= page.total && !!whole?.covers(query, query);
        held = complete ? { query, items: page.items } : null;
        const items = held && whole && shown !== query ? whole.arrange(page.items, shown) : page.items;
        put({
          status: 'ready',
          error: null,
          query: shown,
          items,
          total: held ? entries(items) : page.total,
          answer,
          whole: !!held,
        });
      } catch (error) {
        if (!isCurrent()) return;
        held = null;
        put({ status: 'error', error: error as ApiError, items: [], whole: false });
      } finally {
        replacing -= 1;
      }
    };

    const list: PagedListState<Q, T, A> = {
      status: 'loading',
      error: null,
      query: options.first,
      items: [],
      total: 0,
      answer: null,
      whole: false,
      async choose(query = get().query) {
        if (held && whole?.covers(held.query, query)) {
          calls.begin(); // an older query's answer must not land over this one
          const items = whole.arrange(held.items, query);
          put({ status: 'ready', error: null, query, items, total: entries(items) });
          return;
        }
        await replace(query, pageRows(query));
      },
      async more() {
        const { query, items, status } = get();
        if (held || replacing || status !== 'ready' || entries(items) >= get().total) return;
        const isCurrent = calls.begin();
        try {
          const answer = await fetch(query, entries(items), pageRows(query));
          if (!isCurrent()) return;
          const page = read(answer);
          put({ items: [...get().items, ...page.items], total: page.total, answer, error: null });
        } catch (error) {
          if (isCurrent()) put({ error: error as ApiError });
        }
      },
      reload() {
        if (held) return replace(held.query, Math.max(pageRows(held.query), rows(held.items)), get().query);
        return replace(get().query, Math.max(pageRows(get().query), rows(get().items)));
      },
      drop: () => calls.drop(),
    };
    return { ...list, ...extras?.(set, get) } as PagedListState<Q, T, A> & E;
  });
}
