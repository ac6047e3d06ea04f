import { describe, expect, it } from 'vitest';
import { shallowEqual } from './shallow-equal';

const same = { colorPrimary: '#0a7c4a' };
describe('shallowEqual', () => {
  it.each<[string, object | undefined, object | undefined, boolean]>([
    ['the same object', same, same, true],
    ['both absent', undefined, undefined, true],
    ['one absent', same, undefined, false],
    ['equal keys and values, new object', { colorPrimary: '#0a7c4a' }, { colorPrimary: '#0a7c4a' }, true],
    ['a changed value', { colorPrimary: '#0a7c4a' }, { colorPrimary: '#000000' }, false],
    ['a key more', { a: 1 }, { a: 1, b: 2 }, false],
    ['a key fewer', { a: 1, b: 2 }, { a: 1 }, false],
    ['NaN equals NaN (Object.is)', { a: NaN }, { a: NaN }, true],
    ['nested objects compared by identity', { a: {} }, { a: {} }, false],
  ])('%s', (_case, a, b, expected) => {
    expect(shallowEqual(a, b)).toBe(expected);
  });
});
