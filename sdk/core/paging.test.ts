import { describe, expect, it } from 'vitest';
import { firstGroups, firstPage, groupsFrom, itemsFrom, nextPageSize, PAGE_ROWS } from './paging';

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

describe('groupsFrom and itemsFrom (the page after what is drawn)', () => {
  const groups = [group(1, 3), group(2, 3), group(3, 3), group(4, 3)];
  it.each<[number | undefined, number, number[], number]>([
    [undefined, 4, [1, 2], 2],
    [0, 4, [1, 2], 2],
    [2, 4, [3, 4], 0],
    [3, 4, [4], 0],
    [4, 4, [], 0],
    [9, 4, [], 0],
    [-2, 3, [1], 3],
    [1.9, 3, [2], 2],
  ])('offset %o, row limit %d → groups %o, %d hidden', (offset, rowLimit, shown, hidden) => {
    const page = groupsFrom(groups, offset, rowLimit);
    expect([ids(page.shown), page.hidden]).toEqual([shown, hidden]);
  });

  it.each<[number | undefined, number, number[], number]>([
    [undefined, 2, [1, 2], 3],
    [2, 2, [3, 4], 1],
    [4, 2, [5], 0],
    [5, 2, [], 0],
    [-1, 1, [1], 4],
  ])('offset %o, limit %d → %o, %d hidden', (offset, limit, shown, hidden) => {
    expect(itemsFrom([1, 2, 3, 4, 5], offset, limit)).toEqual({ shown, hidden });
  });

  it('pages read one after another give the whole list once', () => {
    const many = Array.from({ length: 23 }, (_, i) => group(i, (i % 4) + 1));
    const seen: number[] = [];
    for (let offset = 0, page = groupsFrom(many, 0, 5); page.shown.length; page = groupsFrom(many, offset, 5)) {
      seen.push(...ids(page.shown));
      offset += page.shown.length;
    }
    expect(seen).toEqual(ids(many));
  });
});
