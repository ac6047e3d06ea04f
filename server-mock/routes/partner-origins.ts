import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseOrigin } from '../http/origin.ts';

const originOf = (body: unknown): string => {
  const text = (body as { origin?: unknown } | undefined)?.origin;
  if (typeof text !== 'string') throw badRequest('origin', 'Send {"origin": "http://localhost:3000"}.');
  const parsed = parseOrigin(text);
  if ('error' in parsed) throw badRequest('origin', parsed.error);
  return parsed.origin;
};

/**
 * The partner origins at run time: CORS, the console's `frame-ancestors` and the demo partner key read
 * `ctx.options.partnerOrigins` on every call, so a change applies to the next call.
 */
export function partnerOriginRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = () => ({ origins: ctx.options.partnerOrigins });

  router.get('/__mock/partner_origins', (_req, res) => res.json(answer()));
  router.post('/__mock/partner_origins', (req, res) => {
    const origin = originOf(req.body);
    if (!ctx.options.partnerOrigins.includes(origin))
      ctx.options.partnerOrigins = [...ctx.options.partnerOrigins, origin];
    res.json(answer());
  });
  router.delete('/__mock/partner_origins', (req, res) => {
    const origin = originOf(req.body);
    if (!ctx.options.partnerOrigins.includes(origin)) throw notFound('This origin is not in the list.');
    ctx.options.partnerOrigins = ctx.options.partnerOrigins.filter((o) => o !== origin);
    res.json(answer());
  });
  return router;
}
