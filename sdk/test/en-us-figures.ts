// Test helper: what sdk/core/format-en-us.ts must write exactly as Intl does, for the Node test beside it and the
// Chromium one (tests/e2e/format-en-us.test.ts).
import fc from 'fast-check';

/** Each en-US style written without Intl: `formatEnUs` arguments, and the `Intl.NumberFormat('en-US')` options it matches. */
export const EN_US_STYLES = [
  {
    name: 'money',
    digits: 2,
    symbol: '$',
    intl: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
  {
    name: 'whole money',
    digits: 0,
    symbol: '$',
    intl: { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  },
  { name: 'amount', digits: 2, symbol: '', intl: { minimumFractionDigits: 2, maximumFractionDigits: 2 } },
  { name: 'count', digits: 0, symbol: '', intl: { maximumFractionDigits: 0 } },
] as const satisfies readonly {
  name: string;
  digits: 0 | 2;
  symbol: '$' | '';
  intl: Intl.NumberFormatOptions;
}[];

/** Ties on the decimal form, signs of zero, tiny and huge numbers, and the limits where Intl takes over. */
export const EN_US_EDGES = [
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
];

/** Any double in the range written by hand, and a little past it. */
export const anyDouble = fc.double({ min: -2e15, max: 2e15 });
/** Amounts in units, cents and thousandths: where the ties are. */
export const tieAmount = fc
  .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(1, 100, 1000))
  .map(([k, scale]) => k / scale);
