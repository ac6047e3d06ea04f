import { describe, expect, it } from 'vitest';
import { isWholeList, matchesSearch, normaliseSearch, OPTIONS_PAGE, searchOptions } from './option-search';

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
