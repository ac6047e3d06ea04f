import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDay,
  formatMoney,
  formatTooltipMoney,
  formatWholeMoney,
  orDash,
} from './format';

// Each row calls the formatter inside its test: a call made while the table is built would run before any test.
describe('formatting', () => {
  it.each([
    [() => formatMoney(1234.5), '$1,234.50'],
    [() => formatMoney(0), '$0.00'],
    [() => formatMoney(-0.005), '-$0.01'],
    [() => formatMoney(1e21), '$1,000,000,000,000,000,000,000.00'],
    [() => formatWholeMoney(1234), '$1,234'],
    [() => formatWholeMoney(2.5), '$3'],
    [() => formatAmount(1234.5), '1,234.50'],
    [() => formatAmount(1.005), '1.01'],
    [() => formatTooltipMoney(1234.5), '$ 1,234.50'],
    [() => formatTooltipMoney(0), '$ 0.00'],
    [() => formatTooltipMoney(1234.5, 'de-DE'), '1.234,50\u00a0$'],
    [() => formatCount(1234567), '1,234,567'],
    [() => formatCount(-0), '-0'],
    [() => formatMoney(1234.5, 'de-DE', 'EUR'), '1.234,50\u00a0€'],
    [() => formatMoney(1234.5, 'en-US', 'EUR'), '€1,234.50'],
    [() => formatAmount(1234.5, 'de-DE'), '1.234,50'],
    [() => formatCount(1234567, 'de-DE'), '1.234.567'],
    [() => formatCount(1234.5, 'de-DE'), '1.235'],
    [() => formatWholeMoney(1234, 'de-DE', 'USD'), '1.234\u00a0$'],
    [() => formatWholeMoney(1234, 'en-US', 'EUR'), '€1,234'],
    // A Latin currency sign in a right-to-left language is held left to right; an Arabic or Hebrew one is not.
    [() => formatWholeMoney(352, 'ar'), '\u2066\u200f352\u00a0US$\u2069'],
    [() => formatMoney(352, 'ar-EG'), '\u2066\u200f٣٥٢٫٠٠\u00a0US$\u2069'],
    [
      () => formatMoney(352, 'ar-AE', 'AED'),
      new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(352),
    ],
    [
      () => formatWholeMoney(352, 'he', 'ILS'),
      new Intl.NumberFormat('he', { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 }).format(352),
    ],
    [() => orDash(null, formatCount), '-'],
    [() => orDash(Number.NaN, formatCount), '-'],
    [() => orDash(5, formatCount), '5'],
    [() => formatDay('2026-11-01'), 'Nov 1, 2026'],
  ])('%# gives $1', (format, expected) => {
    expect(format()).toBe(expected);
  });
});
