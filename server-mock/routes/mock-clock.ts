import { Router } from 'express';
import { durationMs } from '../clock/duration.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { lifecycleTick } from '../state/lifecycle.ts';

const ADVANCE_HELP = 'Send a duration: 15m, 2h, 3d, 1w or ISO 8601 such as PT90M or P1M.';

/**
 * The sandbox's virtual clock: `GET /__mock/clock` → `{now}`; `POST {advance}` or `{set}` moves it forward only.
 * What time changes (approvals, daily figures, month ends) is brought up to date at once, as real time would have.
 */
export function mockClockRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = () => ({ now: new Date(ctx.clock.now()).toISOString() });

  router.get('/__mock/clock', (_req, res) => res.json(answer()));
  router.post('/__mock/clock', (req, res) => {
    const { advance, set } = (req.body ?? {}) as { advance?: unknown; set?: unknown };
    if ((advance === undefined) === (set === undefined))
      throw badRequest('clock', 'Send either {"advance": "<duration>"} or {"set": "<date-time>"}.');
    if (advance !== undefined) {
      const ms = typeof advance === 'string' ? durationMs(advance, new Date(ctx.clock.now())) : null;
      if (ms === null) throw badRequest('advance', `"${String(advance)}" is not a duration. ${ADVANCE_HELP}`);
      ctx.clock.advance(ms);
    } else {
      const target = typeof set === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(set) ? Date.parse(set) : NaN;
      if (Number.isNaN(target))
        throw badRequest('set', 'Send a date-time such as 2026-12-01T09:00:00Z (ISO 8601, with a time and zone).');
      if (!ctx.clock.set(target))
        throw badRequest('set', `The clock only moves forward: it is ${answer().now} already.`);
    }
    if (lifecycleTick(ctx.store, ctx.options.approveAfterSeconds, ctx.clock.now())) ctx.changed();
    ctx.webhooks.clockMoved();
    res.json(answer());
  });
  return router;
}
