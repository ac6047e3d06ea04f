import type { Request, Response } from 'express';

/** Request headers that make a route answer 304 instead of the answer a rule is to spoil or replace. */
const CONDITIONALS = ['if-none-match', 'if-modified-since'];

/**
 * A call a rule applies to is answered in full, whatever the client has cached: without this a browser that cached
 * the URL gets a 304, the rule does nothing and is spent.
 */
export function dropConditionals(req: Request): void {
  for (const name of CONDITIONALS) delete req.headers[name];
}

/**
 * An answer a rule spoiled or replaced carries no validator and tells caches not to store it: a half body sent with the
 * whole answer's ETag would be revalidated to 304 and kept by the browser until the data changed. Set as the headers
 * go out, after the route (or Express's `send`) has added its own.
 */
export function uncacheable(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!res.headersSent) {
      res.removeHeader('etag');
      res.removeHeader('last-modified');
      res.setHeader('cache-control', 'no-store');
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}
