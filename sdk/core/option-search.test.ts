import { describe, expect, it } from 'vitest';
import {
  isWholeList,
  matchesSearch,
  normaliseSearch,
  optionParams,
  OPTIONS_PAGE,
  searchOptions,
  withChosen,
} from './option-search';

describe('matchesSearch (the dropdowns’ rule: anywhere in the label, any case, trimmed)', () => {
  it.each<[string, string, boolean]>([
    ['Deep Ocean Hours', '', true],
    ['Deep Ocean Hours', '   ', true],
    ['Deep Ocean Hours', 'ocean', true],
    ['Deep Ocean Hours', '  OCEAN ', true],
    ['Deep Ocean Hours', 'hours', true],
    ['Deep Ocean Hours', 'deep  ocean', false],
    ['Deep Ocean Hours', 'oceans', false],
    ['Café Talk', 'CAFÉ', true],
  ])('%s, %o → %s', (label, query, matches) => {
    expect(matchesSearch(label, query)).toBe(matches);
  });
});

describe('searchOptions', () => {
  const names = ['Jazz Nights', 'Morning Jazz', 'Run Club', 'jazzy'];
  it.each<[string, string[]]>([
    ['', names],
    ['jazz', ['Jazz Nights', 'Morning Jazz', 'jazzy']],
    [' CLUB', ['Run Club']],
    ['nothing', []],
  ])('%o keeps the matches in order', (query, expected) => {
    expect(searchOptions(names, query, (n) => n)).toEqual(expected);
  });
  it('never hands back the list it was given', () => {
    expect(searchOptions(names, '', (n) => n)).not.toBe(names);
  });
});

describe('normaliseSearch and isWholeList', () => {
  it.each([
    [' Ab ', 'ab'],
    ['', ''],
  ])('%o → %o', (query, text) => expect(normaliseSearch(query)).toBe(text));
  it.each<[number, number, boolean]>([
    [0, 0, true],
    [3, 3, true],
    [OPTIONS_PAGE, OPTIONS_PAGE, true],
    [OPTIONS_PAGE, OPTIONS_PAGE + 1, false],
    [2, 2000, false],
  ])('%d items of %d → whole: %s', (items, total, whole) => {
    expect(isWholeList({ items: Array.from({ length: items }), total })).toBe(whole);
  });
});

describe('optionParams', () => {
  it.each<[Parameters<typeof optionParams>[0], ReturnType<typeof optionParams>]>([
    [{}, { q: undefined, limit: undefined, ids: undefined }],
    [
      { q: 'jazz', limit: 100 },
      { q: 'jazz', limit: 100, ids: undefined },
    ],
    [
      { q: 'all', limit: 5 },
      { q: ' all', limit: 5, ids: undefined },
    ],
    [{ ids: [3, 1] }, { q: undefined, limit: undefined, ids: '3,1' }],
    [{ ids: [] }, { q: undefined, limit: undefined, ids: undefined }],
  ])('%o → %o', (query, params) => expect(optionParams(query)).toEqual(params));
});

describe('withChosen', () => {
  const page = (ids: number[], total: number) => ({ items: ids.map((id) => ({ id })), total });
  it.each<[string, ReturnType<typeof page>, number | 'all', number[], number[], number[][]]>([
    ['all asks nothing', page([1, 2], 9), 'all', [5], [1, 2], []],
    ['on the page asks nothing', page([1, 2], 9), 2, [5], [1, 2], []],
    ['a whole list asks nothing (an unknown id is not in it)', page([1, 2], 2), 7, [7], [1, 2], []],
    ['past the page is asked for and added', page([1, 2], 9), 7, [7], [1, 2, 7], [[7]]],
    ['past the page, not found, adds nothing', page([1, 2], 9), 8, [], [1, 2], [[8]]],
  ])('%s', async (_name, first, chosen, found, items, asked) => {
    const calls: number[][] = [];
    const byIds = async (ids: number[]) => {
      calls.push(ids);
      return page(found, found.length);
    };
    const result = await withChosen(first, chosen, byIds);
    expect(result.items.map((o) => o.id)).toEqual(items);
    expect(result.total).toBe(first.total);
    expect(calls).toEqual(asked);
  });
});
