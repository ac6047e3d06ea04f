import { Router, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { applyStep, stepFor } from '../http/onboarding-steps.ts';
import { requireRole } from '../http/session.ts';
import type { Role } from '../state/models.ts';
import { checkClaims, claimPodcasts, parseAppleIds } from '../state/podcast-claims.ts';

/**
 * Advertisers and networks add their podcasts from the catalogue: validate first (per-podcast errors
 * for unknown ids and podcasts of other accounts), then add the valid ones.
 */
export function onboardingPodcastRoutes(ctx: AppContext): Router {
  const router = Router();

  const idsOf = (body: { apple_ids?: unknown }): number[] => {
    const ids = parseAppleIds(body.apple_ids);
    if (typeof ids === 'string') throw badRequest('apple_ids', ids);
    return ids;
  };

  // Lists only the podcasts that cannot be added ("N out of M couldn't be added"); status success when none.
  const validate = (role: Role) => (req: { body: { apple_ids?: unknown } }, res: Response) => {
    const user = requireRole(res, role);
    const failed = checkClaims(ctx.store, user, idsOf(req.body)).filter((c) => c.error !== null);
    res.json({ status: failed.length ? 'error' : 'success', podcasts: failed });
  };
  router.post('/advertiser/podcast/validate', validate('advertiser'));
  router.post('/network/podcast/validate', validate('network'));

  // Adds all or nothing: the console sends only the podcasts that passed validation ("Continue anyway").
  const add = (role: Role) => (req: { body: { apple_ids?: unknown } }, res: Response) => {
    requireRole(res, role);
    const { user, step } = stepFor(res, 'add_podcasts');
    const ids = idsOf(req.body);
    const failed = checkClaims(ctx.store, user, ids).find((c) => c.error !== null);
    if (failed) throw badRequest('apple_ids', `${failed.name ?? `Podcast ${failed.apple_id}`}: ${failed.error}`);
    claimPodcasts(ctx.store, user, ids);
    applyStep(ctx, res, user, step);
  };
  router.post('/onboarding/advertiser/add_new_podcast', add('advertiser'));
  router.post('/onboarding/network/add_new_podcast', add('network'));

  return router;
}
