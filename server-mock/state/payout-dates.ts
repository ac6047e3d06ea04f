import { isoOf, today } from './dates.ts';
import { firstDayOf, monthOfDay, nextMonth } from './months.ts';

/**
 * The dates of the way from earned to paid (docs/decisions/0036-payout-dates.md). Days are UTC calendar days as
 * integers (state/dates.ts).
 */

/** Business days between a withdrawal's request and its arrival at the bank. */
export const PAYOUT_BUSINESS_DAYS = 3;

/** 1970-01-01 (day 0) was a Thursday: weekday 0 is Sunday, 6 Saturday. */
const weekday = (day: number) => (day + 4) % 7;
const isBusinessDay = (day: number) => weekday(day) !== 0 && weekday(day) !== 6;

/** The day a withdrawal requested at `requestedMs` arrives: `PAYOUT_BUSINESS_DAYS` business days after its day. */
export function arrivalDay(requestedMs: number): number {
  let day = today(requestedMs);
  for (let left = PAYOUT_BUSINESS_DAYS; left > 0;) if (isBusinessDay(++day)) left--;
  return day;
}

/** The instant a withdrawal counts as paid: the start (00:00 UTC) of its arrival day. */
export const arrivalIso = (requestedIso: string): string =>
  `${isoOf(arrivalDay(Date.parse(requestedIso)))}T00:00:00.000Z`;

/**
 * The day the earnings of the month holding `day` become available: the 1st of the next month, when the month has
 * ended and the ledger credits "Earnings for {Month Year}" (state/month-end.ts).
 */
export const availableDay = (day: number): number => firstDayOf(nextMonth(monthOfDay(day)));
