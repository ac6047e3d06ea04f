import { Router } from 'express';
import { CLOCK_MODES, type ClockMode } from '../clock/clock.ts';
import { parseDateTime } from '../clock/date-time.ts';
import { durationMs } from '../clock/duration.ts';
import { beyondLimit } from '../clock/limit.ts';
import type { AppContext } from '../context.ts';
import { moveClock } from './clock-move.ts';
import { parkedWhile } from '../http/calls-in-flight.ts';
import { badRequest } from '../http/errors.ts';

// The contract gives the same lines (openapi.yaml, MockClockMove); these answer a call its validator let through.
const ADVANCE_HELP = 'Send a duration: 15m, 2h, 3d, 1w or ISO 8601 such as PT90M or P1M.';
const FORWARD_ONLY = 'The clock only moves forward: send a duration without a sign, such as P1D.';
const SET_HELP =
  'Send a date-time such as 2026-12-01T09:00:00Z (ISO 8601, a day of the calendar, with a time and zone).';

/**
 * The sandbox's virtual clock: `GET /__mock/clock` → `{now, mode}`; `POST {advance}` or `{set}` moves it forward only,
 * at most 20 years past the real date (clock/limit.ts), and `{mode}` freezes it or lets it run. What falls due on the
 * way (webhook retries, approvals, daily figures, month ends) is processed before the answer, which says what it did
 * (routes/clock-move.ts), in steps that let other sandboxes run meanwhile.
 */
export function mockClockRoutes(ctx: AppContext, realNow = () => Date.now()): Router {
  const router = Router();
  const answer = () => ({ now: new Date(ctx.clock.now()).toISOString(), mode: ctx.clock.mode() });

  router.get('/__mock/clock', (_req, res) => res.json(answer()));
  router.post('/__mock/clock', async (req, res) => {
    const { advance, set, mode } = (req.body ?? {}) as { advance?: unknown; set?: unknown; mode?: unknown };
    if ((advance !== undefined && set !== undefined) || (advance === undefined && set === undefined && !mode))
      throw badRequest('clock', 'Send {"advance": "<duration>"}, {"set": "<date-time>"} or {"mode": "frozen"}.');
    if (mode !== undefined && !CLOCK_MODES.includes(mode as ClockMode))
      throw badRequest('mode', `Must be one of: ${CLOCK_MODES.join(', ')}.`);
    const target = advance === undefined && set === undefined ? undefined : targetOf(advance, set);
    const effects = target === undefined ? undefined : await parkedWhile(res, moveClock(ctx, target));
    if (mode !== undefined) ctx.clock.setMode(mode as ClockMode);
    res.json({ ...answer(), ...(effects ? { effects } : {}) });
  });

  /** Where `{advance}` or `{set}` takes the clock; 400 for anything else, a past time or one beyond the limit. */
  function targetOf(advance: unknown, set: unknown): number {
    const from = ctx.clock.now();
    let target: number;
    if (advance !== undefined) {
      const ms = typeof advance === 'string' ? durationMs(advance, new Date(from)) : 'malformed';
      if (ms === 'signed') throw badRequest('advance', FORWARD_ONLY);
      if (ms === 'malformed') throw badRequest('advance', `"${String(advance)}" is not a duration. ${ADVANCE_HELP}`);
      target = from + ms;
    } else {
      const at = typeof set === 'string' ? parseDateTime(set) : null;
      if (at === null) throw badRequest('set', SET_HELP);
      if (at < from) throw badRequest('set', `The clock only moves forward: it is ${answer().now} already.`);
      target = at;
    }
    const tooFar = beyondLimit(target, realNow());
    if (tooFar) throw badRequest(advance !== undefined ? 'advance' : 'set', tooFar);
    return target;
  }
  return router;
}
