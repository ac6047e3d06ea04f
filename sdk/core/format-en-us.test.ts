import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDouble, EN_US_EDGES, EN_US_STYLES, tieAmount } from '../test/en-us-figures';
import { formatEnUs } from './format-en-us';

describe('en-US figures, written without Intl, read exactly as Intl writes them', () => {
  const styles = EN_US_STYLES.map((style) => ({ ...style, intl: new Intl.NumberFormat('en-US', style.intl) }));
  const same = (n: number) => {
    for (const { name, digits, symbol, intl } of styles) {
      const written = formatEnUs(n, digits, symbol);
      // Only huge and non-finite numbers are left to Intl: everywhere else the hand-written figure is the one shown.
      expect(written === null, `${name} ${n} left to Intl`).toBe(!Number.isFinite(n) || Math.abs(n) >= 1e15);
      if (written !== null) expect(written, `${name} ${n}`).toBe(intl.format(n));
    }
  };

  it.each(EN_US_EDGES)('%s (ties on the decimal form, signs of zero, the limits)', (n) => same(n));

  it('any double', () => {
    fc.assert(fc.property(anyDouble, same), { numRuns: 3000 });
  });

  it('amounts in cents and thousandths, where ties are', () => {
    fc.assert(fc.property(tieAmount, same), { numRuns: 3000 });
  });
});
