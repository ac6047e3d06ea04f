import { badRequest } from '../http/errors.ts';
import type { FaultKind } from '../journal/journal.ts';
import { parseChaos, type Chaos } from './chaos.ts';

/**
 * What a matching call gets besides a status: `reset` closes the connection with a TCP reset, `hang` never answers,
 * `empty_body` answers with no body at all (the call never reaches the API); `truncated_body` promises the whole answer
 * and closes after half of it, `malformed_body` sends half of it as if it were all, `trickle` sends it in ten pieces
 * `interval_ms` apart (the API answers first: what it changes stays changed).
 */
export const NETWORK_FAULTS = [
  'reset',
  'hang',
  'empty_body',
  'truncated_body',
  'malformed_body',
  'trickle',
] as const satisfies readonly FaultKind[];
export type NetworkFault = (typeof NETWORK_FAULTS)[number];

/** An injected failure or delay, for integrators' tests of their error handling (server-mock/README.md#fault-and-network-failure-injection). */
export type FaultRule = {
  id: number;
  method?: string;
  /** A path prefix under /api, e.g. `/earn/opportunities`. */
  path: string;
  /** Query parameters the call must carry, each with exactly this value. */
  query?: Record<string, string>;
  /** Fields the call's JSON body must hold, each equal to this value (other fields may be there too). */
  body?: Record<string, unknown>;
  status?: number;
  fault?: NetworkFault;
  delay_ms?: number;
  /** For `trickle`: milliseconds between the pieces. */
  interval_ms?: number;
  detail?: Record<string, string>;
  /** How many matching requests it applies to; absent = until cleared. A spent rule leaves the list. */
  times?: number;
  /** With `reset`: a call on a kept-alive connection does not spend `times`, so a browser's own retry is reset too. */
  cover_retry?: boolean;
  /** A seeded share of the matching calls fails, each with a kind drawn from `chaos.kinds` (middleware/chaos.ts). */
  chaos?: Chaos;
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
export const MAX_DELAY_MS = 60_000;
export const MAX_INTERVAL_MS = 10_000;
const DEFAULT_INTERVAL_MS = 500;
const FIELDS =
  'path, method?, query?, body?, status?, fault?, delay_ms?, interval_ms?, detail?, times?, cover_retry?, chaos?';

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a rule posted to `POST /api/__mock/faults` and keeps only its known fields: a bad rule would
 * otherwise break every later call (say, a `method` that is not a string).
 */
export function parseFaultRule(body: unknown): Omit<FaultRule, 'id'> {
  if (!isObject(body)) throw badRequest('body', `Send the rule as a JSON object: {${FIELDS}}.`);
  const b = body;
  if (typeof b.path !== 'string' || !b.path.startsWith('/') || b.path.length > 500)
    throw badRequest('path', 'Give the path prefix under /api, starting with "/", e.g. "/earn/opportunities".');
  if (b.method !== undefined && (typeof b.method !== 'string' || !METHODS.includes(b.method.toUpperCase())))
    throw badRequest('method', `Must be one of: ${METHODS.join(', ')}, or left out for any method.`);
  if (b.query !== undefined && (!isObject(b.query) || Object.values(b.query).some((v) => typeof v !== 'string')))
    throw badRequest('query', 'Must be an object of strings, e.g. {"status": "active"}: the values the call carries.');
  if (b.body !== undefined && !isObject(b.body))
    throw badRequest('body', 'Must be an object of the fields the call’s JSON body holds, e.g. {"podspot_id": 7}.');
  if (b.fault !== undefined && !NETWORK_FAULTS.includes(b.fault as NetworkFault))
    throw badRequest('fault', `Must be one of: ${NETWORK_FAULTS.join(', ')}, or left out for a status.`);
  if (b.status !== undefined && !isInt(b.status, b.fault === 'empty_body' ? 200 : 400, 599))
    throw badRequest(
      'status',
      b.fault === 'empty_body' ? 'Must be a status from 200 to 599.' : 'Must be an error status from 400 to 599.',
    );
  if (b.status !== undefined && b.fault !== undefined && b.fault !== 'empty_body')
    throw badRequest('status', `A "${String(b.fault)}" fault sends no status of its own: leave status out.`);
  if (b.delay_ms !== undefined && !isInt(b.delay_ms, 0, MAX_DELAY_MS))
    throw badRequest('delay_ms', `Must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  if (b.interval_ms !== undefined && (b.fault !== 'trickle' || !isInt(b.interval_ms, 1, MAX_INTERVAL_MS)))
    throw badRequest('interval_ms', `Goes with "fault": "trickle": a whole number from 1 to ${MAX_INTERVAL_MS}.`);
  const chaos = b.chaos === undefined ? undefined : parseChaos(b.chaos);
  const notWithChaos = chaos && ['fault', 'delay_ms', 'times', 'cover_retry'].find((name) => b[name] !== undefined);
  if (notWithChaos)
    throw badRequest(
      notWithChaos,
      'A chaos rule draws its faults from chaos.kinds and lasts until removed: leave it out.',
    );
  if (b.status === undefined && b.fault === undefined && !b.delay_ms && !chaos)
    throw badRequest(
      'status',
      'Give a status, a fault, a delay_ms, a chaos, or a mix: a rule without any does nothing.',
    );
  if (b.times !== undefined && !isInt(b.times, 1, 1_000_000))
    throw badRequest('times', 'Must be a whole number of at least 1, or left out for "until cleared".');
  if (b.detail !== undefined && (!isObject(b.detail) || Object.values(b.detail).some((v) => typeof v !== 'string')))
    throw badRequest('detail', 'Must be an object of strings, e.g. {"error": "Try again later."}.');
  if (b.cover_retry !== undefined && (typeof b.cover_retry !== 'boolean' || b.fault !== 'reset'))
    throw badRequest('cover_retry', 'Goes with "fault": "reset": true to reset a browser’s own retry too.');
  const fault = b.fault as NetworkFault | undefined;
  return {
    path: b.path.replace(/^\/api(?=\/)/, ''), // "/api/earn/…" as written in the browser means "/earn/…"
    method: (b.method as string | undefined)?.toUpperCase(),
    query: b.query as Record<string, string> | undefined,
    body: b.body as Record<string, unknown> | undefined,
    status: b.status as number | undefined,
    fault,
    delay_ms: b.delay_ms as number | undefined,
    interval_ms: fault === 'trickle' ? ((b.interval_ms as number | undefined) ?? DEFAULT_INTERVAL_MS) : undefined,
    detail: b.detail as Record<string, string> | undefined,
    times: b.times as number | undefined,
    cover_retry: b.cover_retry === true ? true : undefined,
    chaos,
  };
}
