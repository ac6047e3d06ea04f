import { describe, expect, it } from 'vitest';
import { withOwnAppearance } from './element-appearance';

const instance = { colorPrimary: '#5b3df5', radius: '8px' };

describe('withOwnAppearance: the element over its instance', () => {
  it.each<[string, unknown, object]>([
    ['unset', undefined, instance],
    ['null', null, instance],
    ['an empty object', {}, instance],
    ['one key, the rest kept', { colorPrimary: '#0b6e4f' }, { colorPrimary: '#0b6e4f', radius: '8px' }],
    ['a key the instance lacks', { colorScheme: 'dark' }, { ...instance, colorScheme: 'dark' }],
    ['a key set to undefined', { radius: undefined }, { colorPrimary: '#5b3df5', radius: undefined }],
  ])('%s', (_, own, expected) => {
    expect(withOwnAppearance(instance, own)).toEqual({ appearance: expected });
  });

  it.each<[unknown, string]>([
    ['{"colorPrimary":"red"}', 'got string'],
    [42, 'got number'],
    [[{ colorPrimary: 'red' }], 'got an array'],
    [() => ({}), 'got function'],
  ])('%j cannot be read: the instance applies, with a warning', (own, got) => {
    const { appearance, warning } = withOwnAppearance(instance, own);
    expect(appearance).toBe(instance);
    expect(warning).toContain('must be an object of appearance tokens');
    expect(warning).toContain(got);
  });

  it('leaves the instance object as it was', () => {
    const before = { ...instance };
    withOwnAppearance(instance, { radius: '0' });
    expect(instance).toEqual(before);
  });
});
