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
