import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it.each<[string, string, '<' | '=' | '>']>([
    ['Apple', 'banana', '<'],
    ['banana', 'Apple', '>'],
    ['apple', 'APPLE', '='],
    ['Café', 'cafe', '='],
    ['Zebra', 'ábaco', '>'],
    ['10 Minute Talk', '9 Minute Talk', '<'],
  ])('%s vs %s: %s', (a, b, order) => {
    const sign = Math.sign(compareNames(a, b));
    expect(sign).toBe({ '<': -1, '=': 0, '>': 1 }[order]);
    expect(sign).toBe(Math.sign(a.localeCompare(b, undefined, { sensitivity: 'base' })));
  });
});
