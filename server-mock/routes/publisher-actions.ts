import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { requireRole } from '../http/session.ts';
import { requiredActions } from '../state/required-actions.ts';

/** What the publisher must do, derived from the state on every call (docs/behaviour/billing.md#required-actions). */
export function publisherActionsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/publisher/actions', (_req, res) => {
    res.json(requiredActions(ctx.store, requireRole(res, 'publisher').id));
  });
  return router;
}
