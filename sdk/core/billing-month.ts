import type { DateRange } from './date-presets';
import { formatAmount } from './format';

/** Month names for the earnings month filter, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The first year the earnings month filter offers (docs/behaviour/billing.md#limits-and-constants). */
export const FIRST_EARNINGS_YEAR = 2020;

/** A chosen month: `month` is 1–12. */
export type EarningsMonth = { year: number; month: number };

const iso = (y: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(y, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The year choices run from 2020 to the current year (docs/behaviour/billing.md#deliberate-differences). The first
 * rules' "to 2025" was the year they were written; a fixed end would hide every later month, so the list grows with
 * the calendar.
 */
export function earningsYears(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = FIRST_EARNINGS_YEAR; y <= Math.max(FIRST_EARNINGS_YEAR, today.getFullYear()); y++) years.push(y);
  return years;
}

/**
 * The range sent for a chosen month M (docs/behaviour/billing.md#earnings-by-podcast): from the 2nd of M+1 to the 1st
 * of M+2, offset from the calendar month on purpose (earnings of M are settled after it ends). Date.UTC rolls months
 * past December into the next year.
 */
export function earningsMonthRange({ year, month }: EarningsMonth): DateRange {
  return { start: iso(year, month, 2), end: iso(year, month + 1, 1) };
}

/** The month shown first: the last finished month, whose earnings the ledger has credited. */
export function defaultEarningsMonth(today: Date = new Date()): EarningsMonth {
  const y = today.getFullYear();
  const m = today.getMonth(); // 0-based, so this is already last month's 1-based number
  return m === 0 ? { year: y - 1, month: 12 } : { year: y, month: m };
}

/** `podcast_earnings_January_2026.csv`: the CSV is named by month and year, as the server names it. */
export const earningsFileName = ({ year, month }: EarningsMonth) =>
  `podcast_earnings_${MONTH_NAMES[month - 1]}_${year}.csv`;

/** The overview's total, shown as "$ amount" (docs/behaviour/billing.md#earnings-by-podcast), e.g. `$ 1,234.50`. */
export const formatEarningsTotal = (dollars: number) => `$ ${formatAmount(dollars)}`;
