import type { RequestHandler } from 'express';

/** CORS for the partner's origins only; every other origin gets no CORS headers at all. */
export function corsMiddleware(allowedOrigins: () => string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins().includes(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
      res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.set('Access-Control-Expose-Headers', 'Content-Disposition');
      res.set('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
