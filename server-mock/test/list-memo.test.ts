import { describe, expect, it } from 'vitest';
import { createListMemo, MAX_PER_LIST, memoList, noMemo } from '../state/list-memo.ts';
import type { Store } from '../state/store.ts';

const store = () => ({}) as Store;
/** Two lists whose keys write the same text: a memo keeps them apart. */
const WORDS = memoList<number, string[]>('words', String);
const COUNTS = memoList<{ id: number }, number>('counts', (k) => String(k.id));

describe('list memo', () => {
  it('builds a list once per key and store', () => {
    const memo = createListMemo();
    const s = store();
    let builds = 0;
    const build = () => [`w${++builds}`];
    expect(memo.get(s, WORDS, 1, build)).toEqual(['w1']);
    expect(memo.get(s, WORDS, 1, build)).toEqual(['w1']);
    expect(memo.get(s, WORDS, 2, build)).toEqual(['w2']);
  });

  it('keeps each list apart: the same key text in two lists is two entries, each with its own type', () => {
    const memo = createListMemo();
    const s = store();
    expect(memo.get(s, WORDS, 7, () => ['seven'])).toEqual(['seven']);
    expect(memo.get(s, COUNTS, { id: 7 }, () => 7)).toBe(7);
    expect(memo.get(s, WORDS, 7, () => ['again'])).toEqual(['seven']);
  });

  it('builds again after clear (a state change) and on another store (a reset)', () => {
    const memo = createListMemo();
    const first = store();
    let builds = 0;
    const build = () => ++builds;
    memo.get(first, COUNTS, { id: 1 }, build);
    memo.clear();
    expect(memo.get(first, COUNTS, { id: 1 }, build)).toBe(2);
    expect(memo.get(store(), COUNTS, { id: 1 }, build)).toBe(3);
    expect(memo.get(first, COUNTS, { id: 1 }, build)).toBe(4);
  });

  it(`keeps at most ${MAX_PER_LIST} entries a list, dropping the oldest first`, () => {
    const memo = createListMemo();
    const s = store();
    for (let i = 0; i <= MAX_PER_LIST; i++) memo.get(s, COUNTS, { id: i }, () => i);
    expect(memo.get(s, COUNTS, { id: MAX_PER_LIST }, () => -1)).toBe(MAX_PER_LIST);
    expect(memo.get(s, COUNTS, { id: 1 }, () => -1)).toBe(1);
    expect(memo.get(s, COUNTS, { id: 0 }, () => -1)).toBe(-1);
  });

  it('two memos (two sandboxes) never share entries; noMemo keeps nothing', () => {
    const s = store();
    createListMemo().get(s, WORDS, 1, () => ['a']);
    expect(createListMemo().get(s, WORDS, 1, () => ['b'])).toEqual(['b']);
    noMemo.get(s, WORDS, 1, () => ['c']);
    expect(noMemo.get(s, WORDS, 1, () => ['d'])).toEqual(['d']);
  });
});
