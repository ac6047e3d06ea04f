import type { RequestHandler } from 'express';

/**
 * `Server-Timing: app;dur=<ms>` on every answer: the time from the call reaching the app to its headers being written,
 * which is when the answer's body has been built (the bench reads it per answer, as a browser's devtools show it).
 * Set inside `writeHead`, the moment Node sends the headers, so it covers every route and error alike.
 */
export function serverTiming(): RequestHandler {
  return (_req, res, next) => {
    const start = performance.now();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (!res.headersSent) res.setHeader('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
