import type { Request, Response } from 'express';
import { parkForGood } from '../http/calls-in-flight.ts';
import { recordNow } from '../journal/call-notes.ts';
import type { FaultRule } from './fault-rule.ts';

/** Pieces a trickled answer is sent in. */
const TRICKLE_PIECES = 10;

/** Faults that stop the call before the API sees it: nothing it would change is changed. */
export function failBeforeAnswer(rule: FaultRule, req: Request, res: Response): boolean {
  switch (rule.fault) {
    case 'reset':
      // A TCP RST, as a crashed proxy or a dropped connection gives: the client sees ECONNRESET, not an answer.
      req.socket.resetAndDestroy();
      return true;
    case 'hang':
      parkForGood(res);
      return true; // never answered; the connection closes when the client gives up or the server stops
    case 'empty_body':
      res
        .status(rule.status ?? 200)
        .set('content-type', 'application/json')
        .set('content-length', '0')
        .end();
      return true;
    default:
      return false;
  }
}

/**
 * Faults that spoil the API's own answer: its bytes are caught as the route writes them and then cut, broken or sent
 * slowly. The answer goes uncompressed so that what is cut is the JSON itself: compression (mounted earlier) picks
 * the encoding when the headers go out, and finds no accept-encoding by then.
 */
export function spoilAnswer(rule: FaultRule, req: Request, res: Response): void {
  delete req.headers['accept-encoding'];
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    take(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    take(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    const whole = Buffer.concat(chunks);
    const half = whole.subarray(0, Math.ceil(whole.length / 2));
    if (rule.fault === 'truncated_body') {
      res.setHeader('content-length', String(whole.length));
      recordNow(res); // the answer is never ended: the connection is destroyed after half of it
      write(half, () => req.socket.destroy());
    } else if (rule.fault === 'malformed_body') {
      const broken = whole.length > 1 ? half : Buffer.from('{');
      res.setHeader('content-length', String(broken.length));
      end(broken);
    } else {
      res.setHeader('content-length', String(whole.length));
      recordNow(res); // as the first piece goes: a client that gives up before the last one was still answered
      trickle(whole, rule.interval_ms ?? 500, write, end, res);
    }
    return res;
  }) as Response['end'];
}

function trickle(
  whole: Buffer,
  intervalMs: number,
  write: (chunk: Buffer) => boolean,
  end: (chunk?: Buffer) => void,
  res: Response,
): void {
  parkForGood(res);
  const size = Math.max(1, Math.ceil(whole.length / TRICKLE_PIECES));
  let offset = 0;
  const next = () => {
    if (res.destroyed) return;
    if (offset >= whole.length) return void end();
    write(whole.subarray(offset, offset + size));
    offset += size;
    setTimeout(next, intervalMs).unref();
  };
  next();
}
