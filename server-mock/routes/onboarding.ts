import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { applyStep, onboardingView, parseDlsPerEp, stepFor } from '../http/onboarding-steps.ts';
import { currentUser, requireRole } from '../http/session.ts';
import { dollars } from '../state/money.ts';
import { acceptOffer, advertiserPodcastOf, offerCampaigns, onboardingCpmCents } from '../state/onboarding-offers.ts';
import { scriptText } from '../state/script-text.ts';
import { onboardingPodcastRoutes } from './onboarding-podcasts.ts';
import { onboardingPodspotRoutes } from './onboarding-podspot.ts';

/**
 * The onboarding overlay's calls (docs/behaviour/onboarding.md#transitions). Every call that moves the onboarding
 * on goes through the table in state/onboarding-machine.ts and answers {onboarding_state, completed,
 * estimated_dls_per_ep}; a call made at the wrong step answers 409.
 */
export function onboardingRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/onboarding', (_req, res) => {
    res.json(onboardingView(currentUser(res)));
  });

  // The generic "next step": example → upload, analyst access → congratulations, "Done" → completed.
  router.post('/onboarding', (_req, res) => {
    const { user, step } = stepFor(res, 'next');
    applyStep(ctx, res, user, step);
  });

  router.get('/onboarding/get_started', (_req, res) => {
    const user = requireRole(res, 'publisher');
    res.json({ cpm: dollars(onboardingCpmCents(ctx.store, user)) });
  });

  router.get('/onboarding/episode_downloads', (_req, res) => {
    const user = requireRole(res, 'publisher');
    res.json({ estimated_dls_per_ep: user.onboarding.estimated_dls_per_ep });
  });

  router.post('/onboarding/episode_downloads', (req, res) => {
    requireRole(res, 'publisher');
    const { user, step } = stepFor(res, 'save_downloads');
    user.onboarding.estimated_dls_per_ep = parseDlsPerEp(req.body.estimated_dls_per_ep);
    applyStep(ctx, res, user, step);
  });

  router.get('/onboarding/podspots', (_req, res) => {
    const user = requireRole(res, 'publisher');
    res.json({
      offers: offerCampaigns(ctx.store, user).map((campaign) => {
        const podcast = advertiserPodcastOf(ctx.store, campaign);
        return {
          id: campaign.id,
          small_artwork: podcast.small_artwork,
          podcast_name: podcast.name,
          full_name: podcast.full_name,
          cpm: dollars(campaign.cpm_cents),
          estimated_dls_per_ep: user.onboarding.estimated_dls_per_ep,
          podcast_description: podcast.description,
          podspot_instructions: scriptText(campaign),
        };
      }),
    });
  });

  // Registered before /onboarding/podspot/:id so that "upload" is not read as an offer id.
  router.use(onboardingPodspotRoutes(ctx));

  router.post('/onboarding/podspot/:id', (req, res) => {
    requireRole(res, 'publisher');
    const { user, step } = stepFor(res, 'accept_offer');
    const dls = parseDlsPerEp(req.body.estimated_dls_per_ep);
    const campaign = offerCampaigns(ctx.store, user).find((c) => String(c.id) === req.params.id);
    if (!campaign) throw notFound('No offer has this id. Reload the offers and choose one of them.');
    acceptOffer(ctx.store, user, campaign, dls, ctx.clock.now());
    applyStep(ctx, res, user, step);
  });

  router.use(onboardingPodcastRoutes(ctx));
  return router;
}
