import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { parkedWhile } from '../http/calls-in-flight.ts';
import { badRequest } from '../http/errors.ts';
import { MAX_ANSWER_CHARS } from '../journal/answer-of.ts';
import { JOURNAL_CAPACITY } from '../journal/journal.ts';
import { DEFAULT_WAIT_MS, MAX_WAIT_MS, waitFor } from '../journal/wait-for.ts';
import { parseJournalFilter } from '../http/journal-filter.ts';

const wholeNumber = (value: unknown, name: string, min: number, max: number, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw badRequest(name, `Must be a whole number from ${min} to ${max}.`);
  return Number(value);
};

/**
 * The request journal (server-mock/README.md#request-journal): read it filtered, wait until calls were made, clear it,
 * and turn the recording of answers on or off.
 */
export function mockRequestRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/__mock/requests', (req, res) => {
    res.json({ requests: ctx.journal.list(parseJournalFilter(req.query as Record<string, unknown>)) });
  });
  router.delete('/__mock/requests', (_req, res) => {
    ctx.journal.clear();
    res.status(204).end();
  });

  /** Long poll: answers once `count` calls match the filter; 408 with the nearest entries after `timeout_ms`. */
  router.get('/__mock/requests/wait', async (req, res) => {
    const { count, timeout_ms, ...rest } = req.query as Record<string, unknown>;
    const filter = parseJournalFilter(rest);
    const wanted = wholeNumber(count, 'count', 1, 10_000, 1);
    const timeoutMs = wholeNumber(timeout_ms, 'timeout_ms', 0, MAX_WAIT_MS, DEFAULT_WAIT_MS);
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const outcome = await parkedWhile(res, waitFor(ctx.journal, filter, wanted, timeoutMs, gone.signal));
    if (gone.signal.aborted) return;
    if (outcome.met) return void res.json({ requests: outcome.requests });
    const made = outcome.requests.length;
    res.status(408).json({
      detail: {
        requests: `Waited ${timeoutMs} ms for ${wanted} call${wanted === 1 ? '' : 's'} matching ${describe(rest)}; ${made} ${made === 1 ? 'was' : 'were'} made.`,
      },
      requests: outcome.requests,
      nearest: outcome.nearest,
    });
  });

  const settings = () => ({
    record_answers: ctx.journal.recordAnswers,
    capacity: JOURNAL_CAPACITY,
    max_answer_chars: MAX_ANSWER_CHARS,
  });
  router.get('/__mock/journal', (_req, res) => res.json(settings()));
  router.put('/__mock/journal', (req, res) => {
    const value = (req.body as { record_answers?: unknown } | undefined)?.record_answers;
    if (typeof value !== 'boolean')
      throw badRequest('record_answers', 'Send {"record_answers": true} to record answers too, or false to stop.');
    ctx.journal.recordAnswers = value;
    res.json(settings());
  });
  return router;
}

const describe = (query: Record<string, unknown>): string =>
  Object.keys(query).length === 0
    ? 'any call'
    : Object.entries(query)
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(' ');
