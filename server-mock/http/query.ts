import type { Request } from 'express';
import { badRequest } from './errors.ts';
import { dayOf, isIsoDate } from '../state/dates.ts';

/** `start_date`/`end_date` (YYYY-MM-DD, both required, start ≤ end) as day numbers. */
export function dateRange(req: Request): { firstDay: number; lastDay: number; start: string; end: string } {
  const { start_date: start, end_date: end } = req.query;
  if (!isIsoDate(start)) throw badRequest('start_date', 'Enter a date as YYYY-MM-DD.');
  if (!isIsoDate(end)) throw badRequest('end_date', 'Enter a date as YYYY-MM-DD.');
  if (start > end) throw badRequest('end_date', 'The end date must not be before the start date.');
  return { firstDay: dayOf(start), lastDay: dayOf(end), start, end };
}

/** An optional numeric id filter: absent or 'all' means no filter. */
export function optionalId(req: Request, name: string): number | undefined {
  const value = req.query[name];
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw badRequest(name, 'Must be a numeric id or "all".');
  return Number(value);
}
