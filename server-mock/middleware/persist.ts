import type { RequestHandler, Response } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SAVE_FAILED = 'Saving the change failed, so it was not stored. Please try again.';

/**
 * With `--state FILE`: holds back the answer of every request that may change state (all but reads)
 * until `flush()` says the state is on disk, so an acknowledged write survives a crash. It wraps
 * `res.end`, which every way of answering (json, send, redirect, errors) ends in, so route files need
 * nothing but their `ctx.changed()` calls. Answers without a change wait for nothing (flush is free then).
 */
export function persistMiddleware(flush: () => Promise<void>): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let held = false;
    res.end = ((...args: unknown[]) => {
      if (held) return end(...args);
      held = true;
      flush().then(
        () => end(...args),
        (error: Error) => {
          console.error(`[mock] ${error.message}`);
          if (res.headersSent) {
            res.destroy(error);
            return;
          }
          const body = JSON.stringify({ detail: { error: SAVE_FAILED } });
          res.removeHeader('ETag');
          res.status(500).set({
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': String(Buffer.byteLength(body)),
          });
          end(body);
        },
      );
      return res;
    }) as Response['end'];
    next();
  };
}
