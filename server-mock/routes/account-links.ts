import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { requirePartner, type PartnerKeys } from '../http/partner-key.ts';
import { publicBase } from '../http/public-url.ts';
import { currentUser } from '../http/session.ts';
import {
  cancelLink,
  connectAccount,
  connectRefusal,
  issueAccountLink,
  pendingLink,
  type AccountLink,
  type LinkRefusal,
} from '../state/account-links.ts';
import { findByExternalId } from '../state/partner-accounts.ts';
import { findUserByEmail } from '../state/store.ts';

const refuse = (r: LinkRefusal) => new HttpError(r.status, { [r.field]: r.message });

/** What the console shows of a link: who asks, for which account, until when. */
const linkView = (link: AccountLink) => ({
  partner_name: link.partner_name,
  external_id: link.external_id,
  email: link.email,
  expires_at: new Date(link.expires_at).toISOString(),
});

/**
 * Linking an account that existed before the partner asked (docs/behaviour/partner-accounts.md#linking-an-existing-account):
 * the partner asks for a console URL, the user opens it, signs in and connects or cancels, once.
 */
export function accountLinkRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();

  router.post('/partner/account_links', (req, res) => {
    const partner = requirePartner(req, keys());
    const externalId = String(req.body.external_id).trim();
    if (!externalId) throw badRequest('external_id', 'This field may not be blank.');
    const user = findUserByEmail(ctx.store, String(req.body.email));
    if (!user || (user.partner && user.partner.partner_id !== partner.id))
      throw new HttpError(404, {
        email: 'No Podspot account your platform can link has this email. Create it with POST /partner/accounts.',
      });
    if (user.partner)
      throw new HttpError(409, {
        email: `This email belongs to your account with external_id "${user.partner.external_id}": it needs no link.`,
      });
    const holder = findByExternalId(ctx.store, partner, externalId);
    if (holder)
      throw new HttpError(409, {
        external_id: `This external_id already names your account with email ${holder.email}. Send another external_id.`,
      });
    const { link, token } = issueAccountLink(ctx.store, partner, externalId, user, ctx.clock.now());
    res.status(201).json({
      id: link.id,
      external_id: link.external_id,
      email: link.email,
      url: `${publicBase(ctx.options.publicUrl, req)}/link-account?token=${token}`,
      expires_at: new Date(link.expires_at).toISOString(),
    });
  });

  const pending = (req: Request, user: ReturnType<typeof currentUser>) => {
    const found = pendingLink(ctx.store, String(req.body.token), user, ctx.clock.now());
    if ('status' in found) throw refuse(found);
    return found;
  };

  router.post('/account_link', (req, res) => {
    res.json(linkView(pending(req, currentUser(res))));
  });

  router.post('/account_link/connect', (req, res) => {
    const user = currentUser(res);
    const link = pending(req, user);
    const refusal = connectRefusal(ctx.store, link, user);
    if (refusal) throw refuse(refusal);
    connectAccount(ctx.store, link, user, ctx.clock.now());
    ctx.changed();
    res.json(linkView(link));
  });

  router.post('/account_link/cancel', (req, res) => {
    const link = pending(req, currentUser(res));
    cancelLink(link);
    res.json(linkView(link));
  });

  return router;
}
