import type { RequestHandler } from 'express';
import type { AppContext } from '../context.ts';
import { lifecycleTick } from '../state/lifecycle.ts';

/**
 * Brings the podspots up to date before a call reads them: approves those pending long enough and extends the daily
 * figures to today. Lazily, per call, so nothing runs between requests and there is no timer to leak.
 */
export function advanceLifecycle(ctx: AppContext): RequestHandler {
  return (_req, _res, next) => {
    if (lifecycleTick(ctx.store, ctx.options.approveAfterSeconds, ctx.clock.now())) ctx.changed();
    next();
  };
}
