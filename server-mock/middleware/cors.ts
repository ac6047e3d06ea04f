import type { RequestHandler } from 'express';

/**
 * CORS for the partner's origins only; every other origin gets no CORS headers at all. What a preflight asks about
 * (headers, methods, how long to cache) is answered on the preflight alone: an actual answer needs only its origin and
 * the headers the page may read, and the rest would be sent again with every call a widget makes.
 */
export function corsMiddleware(allowedOrigins: () => string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const allowed = !!origin && allowedOrigins().includes(origin);
    if (allowed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
    }
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
