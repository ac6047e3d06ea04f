import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler } from 'express';
import { parkedWhile } from '../http/calls-in-flight.ts';
import { onReusedConnection } from '../http/connection-calls.ts';
import { noteFault, recordNow } from '../journal/call-notes.ts';
import { chaosFault, type Chaos } from './chaos.ts';
import type { FaultRule } from './fault-rule.ts';
import { failBeforeAnswer, spoilAnswer } from './network-faults.ts';
import { dropConditionals, uncacheable } from './uncacheable.ts';

export { parseFaultRule, type FaultRule } from './fault-rule.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a call is one a rule is for: its method, path prefix, query values and body fields. */
export function matches(rule: FaultRule, req: Request): boolean {
  if (!req.path.startsWith(rule.path) || (rule.method && rule.method !== req.method)) return false;
  return carries(rule, req);
}

/** Whether a call carries each query value and JSON body field a rule names. */
export function carries(rule: Pick<FaultRule, 'query' | 'body'>, req: Request): boolean {
  const query = req.query as Record<string, unknown>;
  if (rule.query && Object.entries(rule.query).some(([key, value]) => query[key] !== value)) return false;
  if (!rule.body) return true;
  const body = req.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null) return false;
  return Object.entries(rule.body).every(([key, value]) => isDeepStrictEqual(body[key], value));
}

/**
 * Whether a call spends one of the rule's `times`. A `cover_retry` reset of a call on a kept-alive connection does not:
 * a browser retries that call on its own, so the retry is reset too and the page sees the failure
 * (server-mock/README.md#reset-and-browser-retries).
 */
const spends = (rule: FaultRule, req: Request): boolean => !rule.cover_retry || !onReusedConnection(req);

/**
 * The next call a chaos rule matched: counted, then failed with the kind its seed draws for that ordinal (a copy of the
 * rule with that fault), or let through (null).
 */
function chaosStep(rule: FaultRule, chaos: Chaos): FaultRule | null {
  const kind = chaosFault(chaos, ++chaos.calls);
  if (!kind) return null;
  const status = kind === 'status' ? (rule.status ?? 503) : undefined;
  return { ...rule, chaos: { ...chaos }, fault: kind === 'status' ? undefined : kind, status };
}

/**
 * Applies the first rule that matches the call; `rules` is read on every call, as the context's state always is. A rule
 * whose `times` are spent leaves the list.
 */
export function faultMiddleware(rules: () => FaultRule[]): RequestHandler {
  return async (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const list = rules();
    const matched = list.find((r) => matches(r, req));
    if (!matched) return next();
    const rule = matched.chaos ? chaosStep(matched, matched.chaos) : matched;
    if (!rule) return next();
    if (rule.times !== undefined && spends(rule, req) && --rule.times <= 0) list.splice(list.indexOf(rule), 1);
    const kind = rule.fault ?? (rule.status ? 'status' : 'delay');
    const chaos = rule.chaos && { seed: rule.chaos.seed, call: rule.chaos.calls };
    noteFault(res, { kind, ruleId: rule.id, ...(chaos ? { chaos } : {}) });
    dropConditionals(req);
    if (rule.fault || rule.status) uncacheable(res);
    if (rule.delay_ms) await parkedWhile(res, sleep(rule.delay_ms));
    if (rule.fault) {
      if (rule.fault === 'reset' || rule.fault === 'hang') recordNow(res, true);
      if (failBeforeAnswer(rule, req, res)) return;
      spoilAnswer(rule, req, res);
      return next();
    }
    if (rule.status) {
      res.status(rule.status).json({ detail: rule.detail ?? { error: 'Injected fault.' } });
      return;
    }
    next();
  };
}
