import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { User } from '../state/models.ts';
import type { Journal, JournalEntry } from './journal.ts';
import { maskPath, maskSecrets } from './mask-secrets.ts';

/** Bodies larger than this (as JSON) are noted, not kept: 10,000 of them must fit in memory. */
export const MAX_BODY_CHARS = 16_384;
const MINT = /^\/partner\/embed_tokens\/?$/;

/** A partner key's journal id: a fingerprint that tells keys apart without revealing one. */
export const partnerKeyId = (key: string): string =>
  `key_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;

/**
 * Records every /api call once it is answered. Mounted first, so its duration covers the whole pipeline; the
 * `/__mock` helpers are left out, so a test that reads the journal does not see its own reads.
 */
export function recordRequests(
  journal: () => Journal,
  partnerName: (key: string) => string | undefined,
): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__mock')) return next();
    const started = performance.now();
    const time = new Date().toISOString();
    // Read now: routers below rewrite req.url while they run.
    const path = maskPath(req.path);
    const query = maskSecrets(req.query) as Record<string, unknown>;
    const key = MINT.test(req.path) ? req.get('x-partner-key') : undefined;
    res.once('finish', () => {
      const user = res.locals.user as User | undefined;
      const name = key === undefined ? undefined : partnerName(key);
      const entry: Omit<JournalEntry, 'id'> = {
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
      };
      journal().record(entry);
    });
    next();
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
