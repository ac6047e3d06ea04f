import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('nestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":{}}', 1, true],
    ['{"a":{}}', 2, false],
    ['[[[1]]]', 2, true],
    ['[[],[],[]]', 2, false],
    ['{"a":"[[[[{{{{"}', 1, false], // brackets in a string do not nest
    ['{"a":"\\"[[[["}', 1, false], // nor after an escaped quote
    ['{"a":"\\\\"}', 1, false],
    ['{"a":"\\\\",[[]]}', 2, true], // an escaped backslash ends before the quote that closes the string
    ['"plain"', 0, false],
  ])('%s deeper than %d: %s', (text, max, deeper) => expect(nestsDeeperThan(bytes(text), max)).toBe(deeper));

  it('finds 5,000 levels without recursion', () =>
    expect(nestsDeeperThan(bytes(`${'['.repeat(5000)}${']'.repeat(5000)}`), 64)).toBe(true));
});
