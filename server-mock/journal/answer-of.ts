import type { Response } from 'express';
import type { RecordedAnswer } from './journal.ts';
import { maskSecrets, maskText } from './mask-secrets.ts';

/** Characters of an answer's body the journal keeps; the rest is cut (`body_truncated`). 10,000 entries must fit. */
export const MAX_ANSWER_CHARS = 16_384;
const TEXTUAL = /json|text|xml|csv|javascript/;

/**
 * Catches the body an answer is sent with (`res.send`, which `res.json` goes through too), before compression: a
 * streamed answer (a file) is noted, not kept.
 */
export function catchAnswerBody(res: Response): () => unknown {
  let sent: unknown;
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    sent = body;
    return send(body);
  }) as Response['send'];
  return () => sent;
}

/** What the journal keeps of an answer: its status, its headers and body with secrets masked, the body cut. */
export function answerOf(res: Response, sent: unknown): RecordedAnswer {
  const headers = maskSecrets(lowerCased(res.getHeaders())) as Record<string, unknown>;
  const type = String(res.getHeader('content-type') ?? '');
  const text = typeof sent === 'string' ? sent : Buffer.isBuffer(sent) && TEXTUAL.test(type) ? sent.toString() : null;
  let body: unknown = null;
  if (sent === undefined) body = res.statusCode === 204 || res.statusCode === 304 ? null : '[streamed, not kept]';
  else if (text === null) body = `[${Buffer.isBuffer(sent) ? sent.length : 0} bytes of ${type || 'data'}]`;
  if (text === null) return { status: res.statusCode, headers, body, body_truncated: false };
  if (/json/.test(type)) {
    try {
      const masked = JSON.stringify(maskSecrets(JSON.parse(text)));
      if (masked.length <= MAX_ANSWER_CHARS)
        return { status: res.statusCode, headers, body: JSON.parse(masked), body_truncated: false };
      return { status: res.statusCode, headers, body: masked.slice(0, MAX_ANSWER_CHARS), body_truncated: true };
    } catch {
      // not JSON after all: kept as text below
    }
  }
  const masked = maskText(text);
  const cut = masked.length > MAX_ANSWER_CHARS;
  return {
    status: res.statusCode,
    headers,
    body: cut ? masked.slice(0, MAX_ANSWER_CHARS) : masked,
    body_truncated: cut,
  };
}

const lowerCased = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
