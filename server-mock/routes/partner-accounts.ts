import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parsePartnerAccount } from '../http/partner-account-input.ts';
import { requirePartner, type PartnerKeys } from '../http/partner-key.ts';
import { publicBase } from '../http/public-url.ts';
import {
  findByExternalId,
  findPartnerAccount,
  partnerAccountsOf,
  refusalOf,
  savePartnerAccount,
} from '../state/partner-accounts.ts';
import { partnerAccountView } from '../state/partner-account-view.ts';

/** A page of the list unless `limit` says otherwise. */
export const DEFAULT_ACCOUNTS_LIMIT = 20;
const NO_ACCOUNT = 'No account of your platform has this id.';

/**
 * The partner accounts API (server-mock/README.md#partner-accounts, docs/behaviour/partner-accounts.md): a hosting
 * platform creates and reads the publisher accounts of its own users, by its own user id (`external_id`).
 */
export function partnerAccountRoutes(ctx: AppContext, keys: () => PartnerKeys): Router {
  const router = Router();
  const view = (req: Request, user: Parameters<typeof partnerAccountView>[1]) =>
    partnerAccountView(ctx.store, user, publicBase(ctx.options.publicUrl, req));

  router.post('/partner/accounts', (req, res) => {
    const partner = requirePartner(req, keys());
    const input = parsePartnerAccount(req.body);
    const key = req.get('idempotency-key')?.trim() || undefined;
    const account = findByExternalId(ctx.store, partner, input.external_id);
    // The same key again is the same request again: its account as it is now, whatever this body says.
    if (account && key && account.partner!.idempotency_keys.includes(key)) {
      res.set('idempotent-replayed', 'true').json(view(req, account));
      return;
    }
    const refusal = refusalOf(ctx.store, partner, input, account, key);
    if (refusal) throw new HttpError(refusal.status, { [refusal.field]: refusal.message });
    const user = savePartnerAccount(ctx.store, partner, input, account, ctx.clock.now(), key);
    ctx.changed();
    res.status(account ? 200 : 201).json(view(req, user));
  });

  router.get('/partner/accounts', (req, res) => {
    const partner = requirePartner(req, keys());
    const externalId = typeof req.query.external_id === 'string' ? req.query.external_id : undefined;
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? DEFAULT_ACCOUNTS_LIMIT);
    const all = partnerAccountsOf(ctx.store, partner).filter(
      (u) => externalId === undefined || u.partner!.external_id === externalId,
    );
    res.json({ accounts: all.slice(offset, offset + limit).map((u) => view(req, u)), total: all.length });
  });

  router.get('/partner/accounts/:id', (req, res) => {
    const partner = requirePartner(req, keys());
    const account = findPartnerAccount(ctx.store, partner, req.params.id);
    if (!account) throw notFound(NO_ACCOUNT);
    res.json(view(req, account));
  });

  return router;
}
