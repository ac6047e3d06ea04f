/** Money, counts and dates for display, through `Intl` in the widget's locale. */
const cache = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

/**
 * en-US, the locale nearly every page shows, written out here exactly as Intl writes it (format.test.ts checks that
 * against Intl): the first Intl.NumberFormat of a page costs 15–20 ms of ICU set-up in Chromium, on the way to the
 * first figures. Null where Intl's own rules apply (huge or non-finite numbers).
 */
function enUs(n: number, fractionDigits: 0 | 2, symbol: '$' | ''): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  const [whole, fraction] = roundHalfExpand(Math.abs(n), fractionDigits);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A non-negative number below 1e15 rounded half away from zero to `digits` decimals as ICU does it: on its shortest
 * decimal form (1.005 → 1.01), not on its binary value as toFixed does (1.005 → 1.00). Answers [whole, fraction].
 */
function roundHalfExpand(abs: number, digits: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) return ['0', '0'.repeat(digits)]; // below 1e-6: rounds to zero
  const [whole, fraction = ''] = text.split('.');
  const roundUp = fraction.charCodeAt(digits) >= 53; // the first dropped digit is 5 or more
  const kept = (BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits)) + (roundUp ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0');
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}
const isEnUsDollars = (locale: string, currency: string) => locale === 'en-US' && currency === 'USD';

/** `$1,234.56` (2 decimals) — dollars in, as the API sends them. */
export const formatMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  (isEnUsDollars(locale, currency) && enUs(dollars, 2, '$')) ||
  numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    dollars,
  );

/** `$1,234` — whole dollars, for estimates. */
export const formatWholeMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  (isEnUsDollars(locale, currency) && enUs(dollars, 0, '$')) ||
  numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    dollars,
  );

/** `12,345` — counts with thousands separators. */
export const formatCount = (n: number, locale = 'en-US') =>
  (locale === 'en-US' && enUs(n, 0, '')) || numberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/** '-' stands for a missing figure in tables. */
export const orDash = <T>(value: T | null | undefined, format: (v: T) => string) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? '-' : format(value);

/** `Nov 21, 2026` from a `YYYY-MM-DD` date, read as a calendar day (no time-zone shift). */
export const formatDay = (iso: string, locale = 'en-US') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
