import { describe, expect, it } from 'vitest';
import { firstGroups, firstPage, nextPageSize, PAGE_ROWS } from './paging';

const group = (id: number, rows: number) => ({ id, items: Array.from({ length: rows }, (_, i) => i) });
const ids = (groups: { id: number }[]) => groups.map((g) => g.id);

describe('firstPage', () => {
  it.each<[number[], number, number[], number]>([
    [[], 3, [], 0],
    [[1, 2, 3], 3, [1, 2, 3], 0],
    [[1, 2, 3], 5, [1, 2, 3], 0],
    [[1, 2, 3, 4], 2, [1, 2], 2],
    [[1, 2, 3], 0, [], 3],
    [[1, 2, 3], -1, [], 3],
    [[1, 2, 3], 1.7, [1], 2],
  ])('%o, limit %d → %o, %d hidden', (items, limit, shown, hidden) => {
    expect(firstPage(items, limit)).toEqual({ shown, hidden });
  });
});

describe('firstGroups (whole groups until the row limit is reached)', () => {
  it.each<[[number, number][], number, number[], number]>([
    [[], 10, [], 0],
    [
      [
        [1, 3],
        [2, 3],
        [3, 3],
      ],
      10,
      [1, 2, 3],
      0,
    ],
    [
      [
        [1, 3],
        [2, 3],
        [3, 3],
      ],
      6,
      [1, 2],
      1,
    ],
    [
      [
        [1, 3],
        [2, 3],
        [3, 3],
      ],
      5,
      [1, 2],
      1,
    ],
    [
      [
        [1, 30],
        [2, 3],
      ],
      10,
      [1],
      1,
    ],
    [
      [
        [1, 0],
        [2, 0],
        [3, 1],
      ],
      1,
      [1, 2, 3],
      0,
    ],
    [
      [
        [1, 3],
        [2, 3],
      ],
      0,
      [],
      2,
    ],
    [
      [
        [1, 3],
        [2, 3],
      ],
      -5,
      [],
      2,
    ],
  ])('groups %o, limit %d → %o, %d hidden', (spec, limit, shown, hidden) => {
    const page = firstGroups(
      spec.map(([id, rows]) => group(id, rows)),
      limit,
    );
    expect(ids(page.shown)).toEqual(shown);
    expect(page.hidden).toBe(hidden);
  });
});

describe('nextPageSize', () => {
  it.each<[number, number | undefined, number]>([
    [0, undefined, 0],
    [5, undefined, 5],
    [500, undefined, PAGE_ROWS],
    [12, 10, 10],
    [-3, 10, 0],
  ])('%d hidden, page %s → %d', (hidden, page, expected) => {
    expect(nextPageSize(hidden, page)).toBe(expected);
  });
});
