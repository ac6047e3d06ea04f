import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { requirePartner, type PartnerKeys } from '../http/partner-key.ts';
import type { User } from '../state/models.ts';
import { findByExternalId, findPartnerAccount } from '../state/partner-accounts.ts';
import { findUserByEmail } from '../state/store.ts';
import { accountLinkRoutes } from './account-links.ts';
import { partnerAccountRoutes } from './partner-accounts.ts';

export type { PartnerKeys } from '../http/partner-key.ts';

const ONE_OF = 'Send one of email, account_id or external_id.';

export function partnerRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();
  router.post('/partner/embed_tokens', async (req, res) => {
    const partner = requirePartner(req, keys());
    const body = (req.body ?? {}) as { email?: string; account_id?: number; external_id?: string };
    const given = (['email', 'account_id', 'external_id'] as const).filter((f) => body[f] !== undefined);
    if (given.length !== 1) throw badRequest(given[1] ?? 'body', ONE_OF);
    let user: User | undefined;
    if (body.email !== undefined) {
      // Any Podspot user's email, as before partner accounts: the user's own account, embedded by the platform.
      // An account another platform created is that platform's: unknown here, as its id is.
      user = findUserByEmail(ctx.store, body.email);
      if (user?.partner && user.partner.partner_id !== partner.id) user = undefined;
      if (!user) throw new HttpError(404, { email: 'No Podspot user has this email.' });
    } else if (body.account_id !== undefined) {
      user = findPartnerAccount(ctx.store, partner, String(body.account_id));
      if (!user) throw new HttpError(404, { account_id: 'No account of your platform has this account_id.' });
    } else {
      user = findByExternalId(ctx.store, partner, body.external_id!);
      if (!user)
        throw new HttpError(404, {
          external_id: 'No account of your platform has this external_id. Create it with POST /partner/accounts.',
        });
    }
    const { token, expiresAt } = await ctx.tokens.sign(user.id, 'embed');
    res.status(201).json({ token, expires_at: new Date(expiresAt * 1000).toISOString() });
  });
  router.use(partnerAccountRoutes(ctx, keys));
  router.use(accountLinkRoutes(ctx, keys));
  return router;
}
