import { parseDateTime } from '../clock/date-time.ts';
import { beyondLimit } from '../clock/limit.ts';
import { badRequest } from '../http/errors.ts';

/** The earliest start a sandbox's clock takes: before it, demo data would predate the product's own dates. */
export const EARLIEST_START = '2000-01-01T00:00:00Z';

/**
 * A sandbox's `now` (ISO 8601 date-time with a zone) as ms since the epoch: any time from 2000 to 20 years past the
 * real date, so a suite can pin its dates (screenshots, reports) and still run on any day. Anything else is refused.
 */
export function startTime(now: unknown, realNowMs: number): number {
  const ms = typeof now === 'string' ? parseDateTime(now) : null;
  if (ms === null)
    throw badRequest(
      'now',
      'Send a date-time such as 2026-11-27T12:00:00Z (ISO 8601, a day of the calendar, with a time and zone).',
    );
  if (ms < Date.parse(EARLIEST_START))
    throw badRequest('now', `A sandbox's clock starts at ${EARLIEST_START} at the earliest.`);
  const tooFar = beyondLimit(ms, realNowMs);
  if (tooFar) throw badRequest('now', tooFar);
  return ms;
}
