import { Router } from 'express';
import { catchUp } from '../http/clock-catch-up.ts';
import { durationMs } from '../clock/duration.ts';
import { beyondLimit } from '../clock/limit.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';

const ADVANCE_HELP = 'Send a duration: 15m, 2h, 3d, 1w or ISO 8601 such as PT90M or P1M.';

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
      const ms = typeof advance === 'string' ? durationMs(advance, new Date(from)) : null;
      if (ms === null) throw badRequest('advance', `"${String(advance)}" is not a duration. ${ADVANCE_HELP}`);
      target = from + ms;
    } else {
      target = typeof set === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(set) ? Date.parse(set) : NaN;
      if (Number.isNaN(target))
        throw badRequest('set', 'Send a date-time such as 2026-12-01T09:00:00Z (ISO 8601, with a time and zone).');
      if (target < from) throw badRequest('set', `The clock only moves forward: it is ${answer().now} already.`);
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
