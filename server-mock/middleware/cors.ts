import type { Request, RequestHandler } from 'express';

/** The origin this server answers on, as the browser sees it: a call from there needs no CORS. */
const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host')}`;

/**
 * CORS for the partner's origins only; every other origin gets no CORS headers at all, and `onRefused` hears of it.
 * The list is read on every call, so a change at run time applies to the next call. What a preflight asks about
 * (headers, methods, how long to cache) is answered on the preflight alone: an actual answer needs only its origin and
 * the headers the page may read, and the rest would be sent again with every call a widget makes.
 */
export function corsMiddleware(allowedOrigins: () => string[], onRefused: (origin: string) => void): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const allowed = !!origin && allowedOrigins().includes(origin);
    res.set('Vary', 'Origin');
    if (allowed) res.set('Access-Control-Allow-Origin', origin);
    else if (origin && origin !== ownOrigin(req)) onRefused(origin);
    if (req.method === 'OPTIONS') {
      if (allowed) {
        res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Podspot-Sandbox');
        res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        res.set('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    if (allowed) res.set('Access-Control-Expose-Headers', 'Content-Disposition');
    next();
  };
}

/** Calls `report` for the first refusal of each origin only: a widget makes many calls. */
export function oncePerOrigin(report: (origin: string) => void): (origin: string) => void {
  const seen = new Set<string>();
  return (origin) => {
    if (seen.has(origin)) return;
    seen.add(origin);
    report(origin);
  };
}

/** The log line of a refused origin; `allowWith` names the flag, variable or option of the way the server started. */
export const refusedOriginMessage = (origin: string, allowWith: string) =>
  `[podspot-mock] Refused a call from ${origin}: not a partner origin. Allow it with ${allowWith}.`;
