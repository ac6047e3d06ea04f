import { describe, expect, it } from 'vitest';
import { requestKey } from './request-key';

describe('requestKey', () => {
  it.each([
    ['/a', undefined, '/a'],
    ['/a', {}, '/a'],
    ['/a', { x: 1, y: 'b' }, '/a?x=1&y=b'],
    ['/a', { y: 'b', x: 1 }, '/a?x=1&y=b'],
    ['/a', { x: 1, p: 'all', q: undefined, r: null }, '/a?x=1'],
    ['/a', { rejected: false, q: 'a b&c' }, '/a?q=a+b%26c&rejected=false'],
    ['/a', { p: 'all' }, '/a'],
  ] as const)('%s %o → %s', (url, params, key) => {
    expect(requestKey(url, params)).toBe(key);
  });
});
