// Money, counts and dates for display in the widget's locale: through Intl, and without it in en-US (format-en-us.ts).
import { formatEnUs } from './format-en-us';
import { isRightToLeft } from './text-direction';

const cache = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

const isEnUsDollars = (locale: string, currency: string) => locale === 'en-US' && currency === 'USD';

/**
 * Money through Intl. In a right-to-left language a Latin currency sign ("352 US$") is held left to right between
 * U+2066 and U+2069: bare, its "$" joins the text around it and the amount reads "$US 352".
 */
function currencyText(dollars: number, locale: string, currency: string, digits: number): string {
  const text = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dollars);
  return isRightToLeft(locale) && /[A-Za-z]/.test(text) ? `\u2066${text}\u2069` : text;
}

/** `$1,234.56` (2 decimals) — dollars in, as the API sends them. */
export const formatMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  (isEnUsDollars(locale, currency) && formatEnUs(dollars, 2, '$')) || currencyText(dollars, locale, currency, 2);

/** `$1,234` — whole dollars, for estimates. */
export const formatWholeMoney = (dollars: number, locale = 'en-US', currency = 'USD') =>
  (isEnUsDollars(locale, currency) && formatEnUs(dollars, 0, '$')) || currencyText(dollars, locale, currency, 0);

/** `1,234.50` — an amount with 2 decimals and no currency symbol (the billing overview writes its own `$ `). */
export const formatAmount = (n: number, locale = 'en-US') =>
  (locale === 'en-US' && formatEnUs(n, 2, '')) ||
  numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/**
 * `$ 1,234.50` — money in a chart's tooltip, written "$ 0.00" (docs/behaviour/earn.md#chart); other locales write
 * their own currency format.
 */
export const formatTooltipMoney = (dollars: number, locale = 'en-US') =>
  locale === 'en-US' ? `$ ${formatAmount(dollars)}` : formatMoney(dollars, locale);

/** `12,345` — counts with thousands separators. */
export const formatCount = (n: number, locale = 'en-US') =>
  (locale === 'en-US' && formatEnUs(n, 0, '')) || numberFormat(locale, { maximumFractionDigits: 0 }).format(n);

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
