import type { RequestHandler } from 'express';

/** An injected failure or delay, for integrators' tests of their error handling. */
export type FaultRule = {
  id: number;
  method?: string;
  /** A path prefix under /api, e.g. `/earn/opportunities`. */
  path: string;
  status?: number;
  delay_ms?: number;
  detail?: Record<string, string>;
  /** How many matching requests it applies to; absent = until cleared. */
  times?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function faultMiddleware(rules: FaultRule[]): RequestHandler {
  return async (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const rule = rules.find(
      (r) => req.path.startsWith(r.path) && (!r.method || r.method.toUpperCase() === req.method) && (r.times ?? 1) > 0,
    );
    if (!rule) return next();
    if (rule.times !== undefined) rule.times -= 1;
    if (rule.delay_ms) await sleep(rule.delay_ms);
    if (rule.status) {
      res.status(rule.status).json({ detail: rule.detail ?? { error: 'Injected fault.' } });
      return;
    }
    next();
  };
}
