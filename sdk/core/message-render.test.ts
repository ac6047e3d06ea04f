import { describe, expect, it } from 'vitest';
import { renderMessage, type CompiledMessage, type MessageValues } from './message-render';

const plural: CompiledMessage = [
  ['n', 'plural', { '=0': ['none'], one: [['#', 'number'], ' item'], other: [['#', 'number'], ' items'] }],
];

describe('renderMessage: a parsed message with its values put in', () => {
  it.each<[string, CompiledMessage, MessageValues, string, string]>([
    ['text alone', 'Earnings', {}, 'en', 'Earnings'],
    ['an argument', ['Hello, ', ['name'], '!'], { name: 'Ana' }, 'en', 'Hello, Ana!'],
    ['an argument without a value', ['Hello, ', ['name'], '!'], {}, 'en', 'Hello, !'],
    ['a number in the locale', [['n', 'number'], ' plays'], { n: 12345 }, 'de', '12.345 plays'],
    ['a number given as text, as it is', [['n', 'number']], { n: '12345' }, 'de', '12345'],
    ['an exact plural form first', plural, { n: 0 }, 'en', 'none'],
    ['the plural category', plural, { n: 1 }, 'en', '1 item'],
    ['other for the rest, # in the locale', plural, { n: 1234 }, 'en', '1,234 items'],
    ['a count given as text', plural, { n: '2' }, 'en', '2 items'],
    [
      'the plural rules of the locale',
      [['n', 'plural', { few: ['few'], many: ['many'], other: ['other'] }]],
      { n: 3 },
      'ar',
      'few',
    ],
    ['a plural without a matching form or other', [['n', 'plural', { one: ['one'] }]], { n: 5 }, 'en', ''],
    ['# as a bare argument is the count', [['n', 'plural', { other: [['#'], '!'] }]], { n: 7 }, 'en', '7!'],
    [
      '# inside a select inside a plural is still the count',
      [['n', 'plural', { other: [['tone', 'select', { up: [['#', 'number'], ' up'] }]] }]],
      { n: 4, tone: 'up' },
      'en',
      '4 up',
    ],
    ['a select by value', [['t', 'select', { a: ['A'], other: ['O'] }]], { t: 'a' }, 'en', 'A'],
    ['a select falls back to other', [['t', 'select', { a: ['A'], other: ['O'] }]], { t: 'b' }, 'en', 'O'],
    ['a select without a match or other', [['t', 'select', { a: ['A'] }]], { t: 'b' }, 'en', ''],
    ['a select without options', [['t', 'select']], { t: 'a' }, 'en', ''],
  ])('%s', (_, message, values, locale, expected) => {
    expect(renderMessage(message, values, locale)).toBe(expected);
  });

  it('writes numbers in en-US when no locale is given, and needs no values', () => {
    expect(renderMessage([['n', 'number']], { n: 1234.5 })).toBe('1,234.5');
    expect(renderMessage(['a', 'b'])).toBe('ab');
  });

  it('keeps each locale’s plural rules apart', () => {
    const twoForms: CompiledMessage = [['n', 'plural', { one: ['one'], few: ['few'], other: ['other'] }]];
    expect(renderMessage(twoForms, { n: 3 }, 'ar')).toBe('few');
    expect(renderMessage(twoForms, { n: 3 }, 'en')).toBe('other');
    expect(renderMessage(twoForms, { n: 3 }, 'ar')).toBe('few');
  });
});
