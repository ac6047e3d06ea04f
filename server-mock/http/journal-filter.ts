import { FAULT_KINDS, type FaultKind, type JournalFilter } from '../journal/journal.ts';
import { badRequest } from './errors.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PARAMS = ['method', 'path', 'status', 'since', 'fault', 'webhook'];
const FAULT_FILTERS: readonly (FaultKind | 'any')[] = [...FAULT_KINDS, 'any'];
/** A path under /api, or a webhook receiver's URL (a delivery's `path`). */
const PATH_START = /^(\/|https?:\/\/)/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The query of `GET /api/__mock/requests`; a bad value answers 400 naming the parameter. */
export function parseJournalFilter(query: Record<string, unknown>): JournalFilter {
  const unknown = Object.keys(query).find((k) => !PARAMS.includes(k));
  if (unknown) throw badRequest(unknown, `Unknown filter. Use ${PARAMS.join(', ')}.`);
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw badRequest(name, 'Give this filter once.');
    return value;
  };
  const filter: JournalFilter = {};
  const method = text('method')?.toUpperCase();
  if (method !== undefined && !METHODS.includes(method))
    throw badRequest('method', `Must be one of: ${METHODS.join(', ')}.`);
  if (method) filter.method = method;
  const path = text('path');
  if (path !== undefined && !PATH_START.test(path))
    throw badRequest(
      'path',
      'Give a path prefix under /api, starting with "/", e.g. "/partner/embed_tokens", or a webhook receiver’s URL.',
    );
  if (path) filter.path = path.startsWith('/') ? path.replace(/^\/api(?=\/|$)/, '') || '/' : path;
  const status = text('status')?.toLowerCase();
  if (status !== undefined) {
    if (/^[1-5]xx$/.test(status)) filter.status = status as JournalFilter['status'];
    else if (/^[1-5]\d\d$/.test(status)) filter.status = Number(status);
    else throw badRequest('status', 'Must be a status such as 201, or a class such as 4xx.');
  }
  const since = text('since');
  if (since !== undefined) {
    const ms = Date.parse(since);
    if (!ISO_TIME.test(since) || Number.isNaN(ms))
      throw badRequest('since', 'Must be an ISO 8601 time, e.g. 2026-11-24T09:30:00Z.');
    filter.since = ms;
  }
  const fault = text('fault');
  if (fault !== undefined && !FAULT_FILTERS.includes(fault as FaultKind))
    throw badRequest('fault', `Must be one of: ${FAULT_FILTERS.join(', ')}.`);
  if (fault) filter.fault = fault as FaultKind | 'any';
  const webhook = text('webhook');
  if (webhook !== undefined && webhook !== 'true' && webhook !== 'false')
    throw badRequest('webhook', 'Must be true (only webhook deliveries) or false (only calls to the API).');
  if (webhook) filter.webhook = webhook === 'true';
  return filter;
}
