import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors.ts';
import type { Contract } from '../openapi.ts';

/**
 * Lets through only the calls the contract declares, matched as it spells them (letter case, trailing slash): Express
 * would otherwise serve `GET /BILLING/BALANCE/` as `GET /billing/balance`. Every router behind it then sees only
 * contract paths, and auth's public calls are read from the same operation (docs/decisions/0032).
 */
export function contractRoutesOnly(contract: Contract): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return next(); // preflights are CORS's (middleware/cors.ts)
    // The /api mount itself is matched in any case by Express; a sandbox's router is handed the call with it as base.
    const op =
      req.baseUrl === '' || req.baseUrl === '/api'
        ? contract.find(req.method === 'HEAD' ? 'GET' : req.method, req.path)
        : undefined;
    if (!op) {
      req.resume(); // an unread body is discarded
      throw new HttpError(404, { error: 'No such API call.' });
    }
    res.locals.operation = op;
    next();
  };
}
