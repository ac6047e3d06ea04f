import { describe, expect, it } from 'vitest';
import { describeValue } from './diagnostics';
import { checkProps, type PropRule } from './prop-check';

const rules: Record<string, PropRule> = {
  preset: { type: 'enum', values: ['last_7_days', 'all_time'] },
  podcastId: { type: 'id', all: true, of: 'a podcast id' },
  podspotId: { type: 'id', of: 'a podspot id' },
  compact: { type: 'boolean' },
  href: { type: 'string' },
  onSelect: { type: 'function' },
};
const fn = () => undefined;

describe('checkProps', () => {
  it.each([
    ['an enum value', { preset: 'all_time' }, { preset: 'all_time' }],
    ['an id', { podcastId: 12 }, { podcastId: 12 }],
    ['"all" where allowed', { podcastId: 'all' }, { podcastId: 'all' }],
    ['digits in a string, as the number', { podspotId: '7' }, { podspotId: 7 }],
    [
      'a boolean, a string, a function',
      { compact: false, href: '/x', onSelect: fn },
      { compact: false, href: '/x', onSelect: fn },
    ],
    ['undefined (the default), kept as not given', { preset: undefined }, { preset: undefined }],
  ])('keeps %s', (_name, props, usable) => {
    expect(checkProps(rules, props)).toEqual({ props: usable, problems: [] });
  });

  it.each([
    ['a value outside the enum', { preset: 'last_week' }, 'preset', '"last_week"', 'one of "last_7_days", "all_time"'],
    [
      'an id that is not a number',
      { podcastId: 'abc' },
      'podcastId',
      '"abc"',
      'a podcast id (a positive integer) or "all"',
    ],
    ['"all" where not allowed', { podspotId: 'all' }, 'podspotId', '"all"', 'a podspot id (a positive integer)'],
    ['zero', { podspotId: 0 }, 'podspotId', '0', 'a podspot id (a positive integer)'],
    ['a fraction', { podcastId: 1.5 }, 'podcastId', '1.5', 'a podcast id (a positive integer) or "all"'],
    ['a string for a boolean', { compact: 'yes' }, 'compact', '"yes"', 'true or false'],
    ['a number for a string', { href: 5 }, 'href', '5', 'a string'],
    ['a string for a function', { onSelect: 'go' }, 'onSelect', '"go"', 'a function'],
    ['null', { preset: null }, 'preset', 'null', 'one of "last_7_days", "all_time"'],
  ])('drops %s and says what was expected', (_name, props, prop, given, expected) => {
    expect(checkProps(rules, props)).toEqual({ props: {}, problems: [{ prop, given, expected }] });
  });

  it('drops an unknown prop, naming the props there are', () => {
    const { props, problems } = checkProps(rules, { theme: 'dark', preset: 'all_time' });
    expect(props).toEqual({ preset: 'all_time' });
    expect(problems).toEqual([
      { prop: 'theme', given: '"dark"', expected: `one of ${Object.keys(rules).join(', ')}`, unknown: true },
    ]);
  });

  it('does not take inherited names for props', () => {
    expect(checkProps(rules, { toString: 'x' }).problems[0]).toMatchObject({ prop: 'toString', unknown: true });
  });
});

describe('describeValue', () => {
  it.each([
    ['not-a-jwt', '"not-a-jwt"'],
    ['', 'an empty string'],
    [undefined, 'undefined'],
    [null, 'null'],
    [{ token: 't', expires_at: 'x' }, 'an object with keys `token`, `expires_at`'],
    [{}, 'an empty object'],
    [[1], 'an array'],
    [fn, 'a function'],
    [42, '42'],
    ['x'.repeat(50), `"${'x'.repeat(40)}…"`],
  ])('%s reads as %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
});
