import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';

describe('formatMessage', () => {
  it.each([
    ['Earnings', {}, 'en', 'Earnings'],
    ['Daily earnings, {range}', { range: 'Last 30 days' }, 'en', 'Daily earnings, Last 30 days'],
    ['{n, plural, one {# opportunity} other {# opportunities}}', { n: 1 }, 'en', '1 opportunity'],
    ['{n, plural, one {# opportunity} other {# opportunities}}', { n: 1234 }, 'en', '1,234 opportunities'],
    ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en', 'none'],
    ['{n, plural, one {# Chance} other {# Chancen}}', { n: 1234 }, 'de', '1.234 Chancen'],
    [
      '{n, plural, zero {صفر} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}',
      { n: 3 },
      'ar',
      `${(3).toLocaleString('ar')} قليلة`,
    ],
    ['{n, number} downloads', { n: 12345 }, 'en', '12,345 downloads'],
    ['{tone, select, success {Done} other {Failed}}', { tone: 'success' }, 'en', 'Done'],
    ['{tone, select, success {Done} other {Failed}}', { tone: 'nope' }, 'en', 'Failed'],
    ["It's {name}'s podcast", { name: 'Ana' }, 'en', "It's Ana's podcast"],
    ["'{literal}' and ''quoted''", {}, 'en', "{literal} and 'quoted'"],
    ['{n, plural, one {# in {show}} other {# in {show}}}', { n: 2, show: 'Hello' }, 'en', '2 in Hello'],
  ])('%s with %j in %s', (pattern, values, locale, expected) => {
    expect(formatMessage(pattern, values, locale)).toBe(expected);
    expect(String(new IntlMessageFormat(pattern, locale).format(values))).toBe(expected);
  });

  it.each(['{unclosed', '{n, plural, one {x}', '{n, currency}', '{n, plural, one}'])('refuses %j', (pattern) => {
    expect(() => formatMessage(pattern)).toThrow(SyntaxError);
  });
});
