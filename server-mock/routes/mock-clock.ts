import { Router } from 'express';
import { catchUp } from '../http/clock-catch-up.ts';
import { parseDateTime } from '../clock/date-time.ts';
import { durationMs } from '../clock/duration.ts';
import { beyondLimit } from '../clock/limit.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';

// The contract gives the same lines (openapi.yaml, MockClockMove); these answer a call its validator let through.
const ADVANCE_HELP = 'Send a duration: 15m, 2h, 3d, 1w or ISO 8601 such as PT90M or P1M.';
const FORWARD_ONLY = 'The clock only moves forward: send a duration without a sign, such as P1D.';
const SET_HELP =
  'Send a date-time such as 2026-12-01T09:00:00Z (ISO 8601, a day of the calendar, with a time and zone).';

/**
 * The sandbox's virtual clock: `GET /__mock/clock` → `{now}`; `POST {advance}` or `{set}` moves it forward only, at
 * most 20 years past the real date (clock/limit.ts). What time changes (approvals, daily figures, month ends) is
 * brought up to date before the answer, as real time would have, in steps that let other sandboxes run meanwhile.
 */
export function mockClockRoutes(ctx: AppContext, realNow = () => Date.now()): Router {
  const router = Router();
  const answer = () => ({ now: new Date(ctx.clock.now()).toISOString() });

  router.get('/__mock/clock', (_req, res) => res.json(answer()));
  router.post('/__mock/clock', async (req, res) => {
    const { advance, set } = (req.body ?? {}) as { advance?: unknown; set?: unknown };
    if ((advance === undefined) === (set === undefined))
      throw badRequest('clock', 'Send either {"advance": "<duration>"} or {"set": "<date-time>"}.');
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
    ctx.clock.set(Math.max(target, ctx.clock.now()));
    await catchUp(ctx);
    ctx.webhooks.clockMoved();
    res.json(answer());
  });
  return router;
}
