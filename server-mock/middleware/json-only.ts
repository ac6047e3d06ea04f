import type { RequestHandler } from 'express';
import { findBadText } from '../http/bad-text.ts';
import { HttpError } from '../http/errors.ts';

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Refuses a body that is neither JSON nor a multipart upload, or JSON with a NUL or a lone surrogate in its text, on
 * every call: one that no parser read would otherwise
 * look like no body at all, and a call with an optional body (a reset, an approval of one podspot) would quietly do
 * something else than asked.
 */
export const jsonOnly: RequestHandler = (req, _res, next) => {
  if (!hasBody(req.headers)) return next();
  if (req.is(['application/json', 'multipart/*'])) {
    // A NUL or a lone surrogate in a name would be stored and break every export, CSV and page that shows it.
    const bad = findBadText(req.body);
    if (bad) throw new HttpError(400, { [bad.field]: bad.problem });
    return next();
  }
  req.resume(); // the unread body is discarded; the answer goes at once
  throw new HttpError(400, {
    body: `A body of type ${req.get('content-type') ?? '(none given)'} is not read: send JSON (Content-Type: application/json).`,
  });
};
