import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { findUserByEmail } from '../state/store.ts';

/** Partner keys and the origins each may embed from. The demo key's origin follows the examples port. */
export type PartnerKeys = Record<string, { name: string; origins: string[] }>;

export function partnerRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();
  router.post('/partner/embed_tokens', async (req, res) => {
    const partner = keys()[req.get('x-partner-key') ?? ''];
    if (!partner) throw new HttpError(401, { partner_key: 'Unknown or missing X-Partner-Key header.' });
    const user = findUserByEmail(ctx.store, req.body.email);
    if (!user) throw new HttpError(404, { email: 'No Podspot user has this email.' });
    const { token, expiresAt } = await ctx.tokens.sign(user.id, 'embed');
    res.status(201).json({ token, expires_at: new Date(expiresAt * 1000).toISOString() });
  });
  return router;
}
