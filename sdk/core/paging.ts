/**
 * Paging of long lists (docs/decisions/0008-paging-on-the-server.md). Sorting and filtering always run over the whole
 * list first; only what is drawn is cut. Grouped lists are cut at group boundaries, so a group is never split and its
 * count stays true.
 */

/** Rows drawn at first, and added by each 'Show more' (grouped lists: whole groups until this many rows). */
export const PAGE_ROWS = 40;

export type Page<T> = {
  /** What to draw. */
  shown: T[];
  /** Entries (items or groups) left out. */
  hidden: number;
};

/** The first `limit` items (a negative or fractional limit reads as its floor, at least 0). */
export function firstPage<T>(items: readonly T[], limit: number): Page<T> {
  const n = Math.max(0, Math.floor(limit));
  const shown = items.length <= n ? [...items] : items.slice(0, n);
  return { shown, hidden: items.length - shown.length };
}

/**
 * Whole groups while the rows drawn so far are fewer than `rowLimit`: the group that reaches the limit is drawn
 * whole, and at least one group is drawn when there is any (a limit of 0 or less draws nothing).
 */
export function firstGroups<G extends { items: readonly unknown[] }>(groups: readonly G[], rowLimit: number): Page<G> {
  if (rowLimit <= 0) return { shown: [], hidden: groups.length };
  let rows = 0;
  let count = 0;
  while (count < groups.length && rows < rowLimit) rows += groups[count++].items.length;
  return { shown: groups.slice(0, count), hidden: groups.length - count };
}

/** Where a page starts: a negative, fractional or missing offset reads as its floor, at least 0. */
const start = (offset: number | undefined) => Math.max(0, Math.floor(offset ?? 0));

/**
 * The page of whole groups that starts after the first `offset` groups: what a server answers to 'Show more' (the
 * browser asks with `offset` = the groups it already draws). `hidden` counts the groups after the page.
 */
export const groupsFrom = <G extends { items: readonly unknown[] }>(
  groups: readonly G[],
  offset: number | undefined,
  rowLimit: number,
): Page<G> => firstGroups(groups.slice(start(offset)), rowLimit);

/** The page of `limit` items that starts after the first `offset` items (flat lists). */
export const itemsFrom = <T>(items: readonly T[], offset: number | undefined, limit: number): Page<T> =>
  firstPage(items.slice(start(offset)), limit);

/** 'Show 40 more' style label's number: the next page's size, or what is left when that is less. */
export const nextPageSize = (hidden: number, page = PAGE_ROWS) => Math.min(Math.max(0, hidden), page);
