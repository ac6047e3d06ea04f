import { dayOf, isoOf } from './dates.ts';

/** Calendar months as `YYYY-MM`. */
export const monthOfDay = (day: number): string => isoOf(day).slice(0, 7);
export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
export const firstDayOf = (month: string): number => dayOf(`${month}-01`);
export const lastDayOf = (month: string): number => firstDayOf(nextMonth(month)) - 1;
/** `January 2026`, as the ledger names a month. */
export const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
