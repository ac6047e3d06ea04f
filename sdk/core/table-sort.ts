import { compareNatural } from './compare-names';

/** Sortable tables: the header click rule and one ordering for numbers, strings and missing values. */
export type SortDirection = 'asc' | 'desc';
export type SortState<F extends string = string> = { field: F; direction: SortDirection };

/**
 * Clicking the active column header flips the direction; clicking another column sorts it ascending
 * (docs/behaviour/earn.md#insights-behaviour).
 */
export function nextSort<F extends string>(current: SortState<F>, clicked: F): SortState<F> {
  if (current.field === clicked) return { field: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field: clicked, direction: 'asc' };
}

/** The `aria-sort` value of a column header. */
export const ariaSort = (sort: SortState, field: string): 'ascending' | 'descending' | 'none' =>
  sort.field !== field ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

const isMissing = (v: unknown) =>
  v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * Compares two cell values in a direction. Missing values (null, undefined, NaN, '') sort last in BOTH directions:
 * a CPA of '-' is "no figure", not the cheapest or the dearest. Numbers compare numerically, anything else as text.
 */
export function compareCells(a: unknown, b: unknown, direction: SortDirection): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : compareNatural(String(a), String(b));
  return direction === 'asc' || order === 0 ? order : -order;
}

/** A sorted copy; equal values keep their incoming order (Array.prototype.sort is stable). */
export function sortRows<R, F extends keyof R & string>(rows: readonly R[], sort: SortState<F>): R[] {
  return [...rows].sort((a, b) => compareCells(a[sort.field], b[sort.field], sort.direction));
}
