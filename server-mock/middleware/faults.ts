import type { RequestHandler } from 'express';
import { badRequest } from '../http/errors.ts';

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

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
export const MAX_DELAY_MS = 60_000;
const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/**
 * Checks a rule posted to `POST /api/__mock/faults` and keeps only its known fields: a bad rule would
 * otherwise break every later call (say, a `method` that is not a string).
 */
export function parseFaultRule(body: unknown): Omit<FaultRule, 'id'> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('body', 'Send the rule as a JSON object: {path, method?, status?, delay_ms?, detail?, times?}.');
  if (typeof b.path !== 'string' || !b.path.startsWith('/') || b.path.length > 500)
    throw badRequest('path', 'Give the path prefix under /api, starting with "/", e.g. "/earn/opportunities".');
  if (b.method !== undefined && (typeof b.method !== 'string' || !METHODS.includes(b.method.toUpperCase())))
    throw badRequest('method', `Must be one of: ${METHODS.join(', ')}, or left out for any method.`);
  if (b.status !== undefined && !isInt(b.status, 400, 599))
    throw badRequest('status', 'Must be an error status from 400 to 599.');
  if (b.delay_ms !== undefined && !isInt(b.delay_ms, 0, MAX_DELAY_MS))
    throw badRequest('delay_ms', `Must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  if (b.status === undefined && !b.delay_ms)
    throw badRequest('status', 'Give a status, a delay_ms, or both: a rule without either does nothing.');
  if (b.times !== undefined && !isInt(b.times, 1, 1_000_000))
    throw badRequest('times', 'Must be a whole number of at least 1, or left out for "until cleared".');
  if (
    b.detail !== undefined &&
    (typeof b.detail !== 'object' ||
      b.detail === null ||
      Array.isArray(b.detail) ||
      Object.values(b.detail).some((v) => typeof v !== 'string'))
  ) {
    throw badRequest('detail', 'Must be an object of strings, e.g. {"error": "Try again later."}.');
  }
  return {
    path: b.path.replace(/^\/api(?=\/)/, ''), // "/api/earn/…" as written in the browser means "/earn/…"
    method: (b.method as string | undefined)?.toUpperCase(),
    status: b.status as number | undefined,
    delay_ms: b.delay_ms as number | undefined,
    detail: b.detail as Record<string, string> | undefined,
    times: b.times as number | undefined,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Applies the first rule that matches the call; `rules` is read on every call, as the context's state always is. */
export function faultMiddleware(rules: () => FaultRule[]): RequestHandler {
  return async (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const rule = rules().find(
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
