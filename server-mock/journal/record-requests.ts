import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { User } from '../state/models.ts';
import { answerOf, catchAnswerBody } from './answer-of.ts';
import { notesOf } from './call-notes.ts';
import type { Journal, JournalEntry, RecordedAnswer } from './journal.ts';
import { maskPath, maskSecrets } from './mask-secrets.ts';

/** Bodies larger than this (as JSON) are noted, not kept: 10,000 of them must fit in memory. */
export const MAX_BODY_CHARS = 16_384;
const MINT = /^\/partner\/embed_tokens\/?$/;

/** A partner key's journal id: a fingerprint that tells keys apart without revealing one. */
export const partnerKeyId = (key: string): string =>
  `key_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;

/** The `response` of a call that got none (a reset, a hang). */
const NO_ANSWER: RecordedAnswer = { status: 0, headers: {}, body: null, body_truncated: false };

/** What is known of a call when it comes in; routers below rewrite req.url while they run. */
type Arrival = { time: string; started: number; path: string; query: Record<string, unknown>; key?: string };

/**
 * Records every /api call as it is answered. Mounted first, so its duration covers the whole pipeline; the
 * `/__mock` helpers are left out, so a test that reads the journal does not see its own reads.
 */
export function recordRequests(
  journal: () => Journal,
  partnerName: (key: string) => string | undefined,
): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const arrival: Arrival = {
      time: new Date().toISOString(),
      started: performance.now(),
      path: maskPath(req.path),
      query: maskSecrets(req.query) as Record<string, unknown>,
      key: MINT.test(req.path) ? req.get('x-partner-key') : undefined,
    };
    // Recorded as the answer is ended, not on 'finish': a client may read the journal as soon as it has the answer,
    // and under load 'finish' (the socket write's callback) can come after the client's next call.
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const withAnswers = journal().recordAnswers;
    const sentBody = withAnswers ? catchAnswerBody(res) : () => undefined;
    let recorded = false;
    const record = (unanswered: boolean) => {
      if (recorded) return;
      recorded = true;
      const entry = entryOf(req, res, arrival, partnerName);
      if (unanswered) entry.status = 0;
      if (withAnswers) {
        entry.headers = maskSecrets(req.headers) as Record<string, unknown>;
        entry.response = unanswered ? { ...NO_ANSWER } : answerOf(res, sentBody());
      }
      journal().record(entry);
    };
    notesOf(res).record = record;
    res.end = ((...args: unknown[]) => {
      record(false);
      return end(...args);
    }) as Response['end'];
    next();
  };
}

function entryOf(
  req: Request,
  res: Response,
  { time, started, path, query, key }: Arrival,
  partnerName: (key: string) => string | undefined,
): Omit<JournalEntry, 'id'> {
  const user = res.locals.user as User | undefined;
  const name = key === undefined ? undefined : partnerName(key);
  return {
    time,
    method: req.method,
    path,
    query,
    status: res.statusCode,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
    origin: req.get('origin') ?? null,
    email: user?.email ?? (key !== undefined ? mintedFor(req) : null),
    auth: user ? (res.locals.scope === 'embed' ? 'embed' : 'console') : key !== undefined ? 'partner' : null,
    partner: key !== undefined && name !== undefined ? { id: partnerKeyId(key), name } : null,
    body: bodyOf(req),
    ...(notesOf(res).fault ? { fault: notesOf(res).fault } : {}),
    ...(notesOf(res).stub ? { stub: notesOf(res).stub } : {}),
  };
}

const mintedFor = (req: Request): string | null =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : null;

function bodyOf(req: Request): unknown {
  if (req.body === undefined || req.body === null) return null;
  const masked = maskSecrets(req.body);
  const size = JSON.stringify(masked)?.length ?? 0;
  return size > MAX_BODY_CHARS ? `[a body of ${size} characters, not kept]` : masked;
}
