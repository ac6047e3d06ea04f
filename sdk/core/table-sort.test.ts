import { describe, expect, it } from 'vitest';
import { ariaSort, compareCells, nextSort, sortRows, type SortDirection, type SortState } from './table-sort';

type Field = 'spend' | 'name' | 'cpa';

describe('nextSort (header click rule)', () => {
  it.each<[SortState<Field>, Field, SortState<Field>]>([
    [{ field: 'spend', direction: 'desc' }, 'spend', { field: 'spend', direction: 'asc' }],
    [{ field: 'spend', direction: 'asc' }, 'spend', { field: 'spend', direction: 'desc' }],
    [{ field: 'spend', direction: 'desc' }, 'name', { field: 'name', direction: 'asc' }],
    [{ field: 'name', direction: 'asc' }, 'cpa', { field: 'cpa', direction: 'asc' }],
    [{ field: 'cpa', direction: 'desc' }, 'spend', { field: 'spend', direction: 'asc' }],
  ])('%o, click %s → %o', (current, clicked, expected) => {
    expect(nextSort(current, clicked)).toEqual(expected);
  });
});

describe('ariaSort', () => {
  it.each<[SortState, string, string]>([
    [{ field: 'spend', direction: 'desc' }, 'spend', 'descending'],
    [{ field: 'spend', direction: 'asc' }, 'spend', 'ascending'],
    [{ field: 'spend', direction: 'asc' }, 'name', 'none'],
  ])('%o on %s is %s', (sort, field, expected) => {
    expect(ariaSort(sort, field)).toBe(expected);
  });
});

describe('compareCells', () => {
  it.each<[unknown, unknown, SortDirection, '<' | '>' | '=']>([
    [1, 2, 'asc', '<'],
    [1, 2, 'desc', '>'],
    [10, 9, 'asc', '>'], // numeric, not "10" < "9"
    [0, -1, 'asc', '>'],
    [2.5, 2.5, 'desc', '='],
    [2.5, 2.25, 'asc', '>'], // as numbers, not as text where 25 > 5
    ['b', 1, 'asc', '>'], // a number among text compares as text
    [1, 'b', 'asc', '<'],
    ['apple', 'Banana', 'asc', '<'], // case-insensitive
    ['Show 10', 'Show 9', 'asc', '>'], // numbers inside text
    ['b', 'a', 'desc', '<'],
    [null, 1, 'asc', '>'], // missing last ascending …
    [null, 1, 'desc', '>'], // … and descending
    [1, undefined, 'desc', '<'],
    [Number.NaN, 0, 'asc', '>'],
    ['', 'a', 'asc', '>'],
    [null, undefined, 'asc', '='],
  ])('%o vs %o (%s) is %s', (a, b, direction, expected) => {
    const result = Math.sign(compareCells(a, b, direction));
    expect(result).toBe(expected === '<' ? -1 : expected === '>' ? 1 : 0);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Beta', spend: 10, cpa: null },
    { name: 'alpha', spend: 30, cpa: 2.5 },
    { name: 'Gamma', spend: 10, cpa: 1.25 },
    { name: 'Delta', spend: 0, cpa: null },
  ];
  it.each<[SortState<Field>, string[]]>([
    [{ field: 'spend', direction: 'desc' }, ['alpha', 'Beta', 'Gamma', 'Delta']],
    [{ field: 'spend', direction: 'asc' }, ['Delta', 'Beta', 'Gamma', 'alpha']], // ties keep their order
    [{ field: 'name', direction: 'asc' }, ['alpha', 'Beta', 'Delta', 'Gamma']],
    [{ field: 'name', direction: 'desc' }, ['Gamma', 'Delta', 'Beta', 'alpha']],
    [{ field: 'cpa', direction: 'asc' }, ['Gamma', 'alpha', 'Beta', 'Delta']],
    [{ field: 'cpa', direction: 'desc' }, ['alpha', 'Gamma', 'Beta', 'Delta']],
  ])('%o → %o', (sort, names) => {
    expect(sortRows(rows, sort).map((r) => r.name)).toEqual(names);
  });

  it('returns a copy', () => {
    const copy = sortRows(rows, { field: 'name', direction: 'asc' });
    expect(copy).not.toBe(rows);
    expect(rows[0].name).toBe('Beta');
  });
});
