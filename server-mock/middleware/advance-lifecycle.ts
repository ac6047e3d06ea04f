import type { RequestHandler } from 'express';
import { caughtUp } from '../http/clock-catch-up.ts';
import { parkedWhile } from '../http/calls-in-flight.ts';
import type { AppContext } from '../context.ts';
import { lifecycleTick } from '../state/lifecycle.ts';

/**
 * Brings the podspots up to date before a call reads them: approves those pending long enough and extends the daily
 * figures to today. Lazily, per call, so nothing runs between requests and there is no timer to leak. While a clock
 * jump of this sandbox is being caught up (http/clock-catch-up.ts) the call waits for it instead of doing it all at once.
 */
export function advanceLifecycle(ctx: AppContext): RequestHandler {
  return (_req, res, next) => {
    const tick = () => {
      if (lifecycleTick(ctx.store, ctx.options.approveAfterSeconds, ctx.clock.now())) ctx.changed();
      next();
    };
    const pending = caughtUp(ctx);
    if (pending) parkedWhile(res, pending).then(tick, next);
    else tick();
  };
}
