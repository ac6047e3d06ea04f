import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyEstimate } from './estimates';
import { formatCount, formatDay, formatMoney, formatWholeMoney, orDash } from './format';

describe('formatting', () => {
  it.each([
    [formatMoney(1234.5), '$1,234.50'],
    [formatMoney(0), '$0.00'],
    [formatWholeMoney(1234), '$1,234'],
    [formatCount(1234567), '1,234,567'],
    [formatMoney(1234.5, 'de-DE', 'EUR'), '1.234,50\u00a0€'],
    [orDash(null, formatCount), '-'],
    [orDash(Number.NaN, formatCount), '-'],
    [orDash(5, formatCount), '5'],
    [formatDay('2026-11-01'), 'Nov 1, 2026'],
  ])('%s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('en-US figures, written without Intl, read exactly as Intl writes them', () => {
  const intl = {
    money: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    whole: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  };
  const same = (n: number) => {
    expect(formatMoney(n)).toBe(intl.money.format(n));
    expect(formatWholeMoney(n)).toBe(intl.whole.format(n));
    expect(formatCount(n)).toBe(intl.count.format(n));
  };

  it.each([
    0,
    -0,
    0.5,
    -0.5,
    1.005,
    2.675,
    0.125,
    0.995,
    999999.995,
    -1234.565,
    -0.001,
    1e-7,
    -1e-7,
    1e15 - 0.5,
    1e15,
    1e21,
    Infinity,
    -Infinity,
    NaN,
  ])('%s (ties on the decimal form, signs of zero, the limits)', (n) => same(n));

  it('any double', () => {
    fc.assert(fc.property(fc.double({ min: -2e15, max: 2e15 }), same), { numRuns: 3000 });
  });

  it('amounts in cents and thousandths, where ties are', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(1, 100, 1000), (k, scale) => same(k / scale)),
      { numRuns: 3000 },
    );
  });
});

describe('monthlyEstimate', () => {
  it.each([
    [5000, 25, 125],
    [1234, 18.5, 23],
    [0, 30, 0],
    [999, 1, 1],
  ])('%i downloads at $%d CPM → $%i', (dls, cpm, expected) => {
    expect(monthlyEstimate(dls, cpm)).toBe(expected);
  });
});
