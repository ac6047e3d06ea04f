import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeValue, GUIDE, warnOnce } from './diagnostics';

describe('warnOnce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a message once for the page’s life, with the guide’s section to read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('mount: the widget "nope" does not exist.', 'unknown-widget');
    warnOnce('mount: the widget "nope" does not exist.', 'unknown-widget');
    expect(warn.mock.calls).toEqual([
      [`[Podspot] mount: the widget "nope" does not exist. See ${GUIDE}#unknown-widget`],
    ]);
  });

  it('says the same message again when it points to another section', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('appearance: colorText is not a colour.', 'appearance');
    warnOnce('appearance: colorText is not a colour.', 'colours');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('describeValue at the length where a string is cut', () => {
  it.each([
    ['x'.repeat(40), `"${'x'.repeat(40)}"`],
    ['x'.repeat(41), `"${'x'.repeat(40)}…"`],
    [false, 'false'],
  ])('%s reads as %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
});
