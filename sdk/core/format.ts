/** Money, counts and dates for display, through `Intl` in the widget's locale. */
const cache = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

/** `$1,234.56` (2 decimals) — dollars in, as the API sends them. */
export const formatMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dollars);

/** `$1,234` — whole dollars, for estimates. */
export const formatWholeMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(dollars);

/** `12,345` — counts with thousands separators. */
export const formatCount = (n: number, locale = 'en-US') => numberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/** '-' stands for a missing figure in tables. */
export const orDash = <T>(value: T | null | undefined, format: (v: T) => string) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? '-' : format(value);

/** `Nov 21, 2026` from a `YYYY-MM-DD` date, read as a calendar day (no time-zone shift). */
export const formatDay = (iso: string, locale = 'en-US') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
