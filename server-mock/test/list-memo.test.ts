import { describe, expect, it } from 'vitest';
import { createListMemo } from '../http/list-memo.ts';
import type { Store } from '../state/store.ts';

const store = () => ({}) as Store;

describe('list memo', () => {
  it('builds a list once per key and store', () => {
    const memo = createListMemo();
    const s = store();
    let builds = 0;
    const build = () => [++builds];
    expect(memo.get(s, 'a', build)).toEqual([1]);
    expect(memo.get(s, 'a', build)).toEqual([1]);
    expect(memo.get(s, 'b', build)).toEqual([2]);
  });

  it('builds again after clear (a state change) and on another store (a reset)', () => {
    const memo = createListMemo();
    const first = store();
    let builds = 0;
    const build = () => ++builds;
    memo.get(first, 'a', build);
    memo.clear();
    expect(memo.get(first, 'a', build)).toBe(2);
    expect(memo.get(store(), 'a', build)).toBe(3);
    expect(memo.get(first, 'a', build)).toBe(4);
  });

  it('keeps at most 32 lists, dropping the oldest first', () => {
    const memo = createListMemo();
    const s = store();
    for (let i = 0; i < 33; i++) memo.get(s, `k${i}`, () => i);
    expect(memo.get(s, 'k32', () => -1)).toBe(32);
    expect(memo.get(s, 'k0', () => -1)).toBe(-1);
  });
});
