import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { onboardingInstructionPdf } from '../files/instructions.ts';
import { isMp3, MAX_MP3_BYTES, MAX_MP3_MB } from '../files/mp3.ts';
import { badRequest } from '../http/errors.ts';
import { applyStep, requireOnboardingPodspot, stepFor } from '../http/onboarding-steps.ts';
import { publicBase } from '../http/public-url.ts';
import { requireRole } from '../http/session.ts';
import { readUpload } from '../http/uploads.ts';
import { acceptOnboardingFeed, advertiserPodcastOf } from '../state/onboarding-offers.ts';
import { replaceAudio } from '../state/podspots.ts';
import { smartFeedUrl } from '../state/smart-feed.ts';

const CHOOSE_MP3 = 'Please choose an MP3 file.';

/** The onboarding's work on the podspot of the accepted offer: example, script, PDF, upload, smart feed. */
export function onboardingPodspotRoutes(ctx: AppContext): Router {
  const router = Router();

  /** The accepted offer's podspot with its campaign, advertiser podcast and the user's podcast. */
  const context = (res: Response) => {
    const user = requireRole(res, 'publisher');
    const podspot = requireOnboardingPodspot(ctx, user);
    const campaign = ctx.store.campaigns.find((c) => c.id === podspot.campaign_id)!;
    const podcast = ctx.store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!;
    return { user, podspot, campaign, podcast, advertiser: advertiserPodcastOf(ctx.store, campaign) };
  };
  const base = (req: Request) => publicBase(ctx.options.publicUrl, req);

  router.get('/onboarding/podspot/example', (req, res) => {
    const { advertiser } = context(res);
    res.json({
      advertiser_podcast_name: advertiser.name,
      podspot_episode_audio_file: `${base(req)}/api/audio/sample.mp3`,
      podspot_rss_content_title: `Have you heard ${advertiser.name}?`,
      podspot_rss_content_description: `An example Podspot: a host recommends ${advertiser.name}, hosted by ${advertiser.full_name}, in their own words.`,
    });
  });

  router.get('/onboarding/podspot/campaign', (_req, res) => {
    const { campaign, advertiser } = context(res);
    res.json({ advertiser_name: advertiser.name, script: campaign.script_html });
  });

  router.get('/onboarding/podspot/campaign/download_instruction', async (req, res) => {
    const { campaign, advertiser, podcast } = context(res);
    const pdf = await onboardingInstructionPdf(campaign, advertiser, podcast, smartFeedUrl(base(req), podcast));
    res.type('application/pdf').attachment('podspot-campaign-instruction.pdf').send(Buffer.from(pdf));
  });

  router.post('/onboarding/podspot/upload', async (req, res) => {
    let found;
    try {
      requireRole(res, 'publisher');
      found = { ...stepFor(res, 'upload'), ...context(res) };
    } catch (error) {
      req.resume(); // answer at once; the unread file is discarded
      throw error;
    }
    const { user, step, podspot } = found;
    const result = await readUpload(req, 'file', MAX_MP3_BYTES);
    if (!result.ok && result.reason === 'too_large') {
      throw badRequest('file', `The file is larger than ${MAX_MP3_MB} MB. Please choose a smaller MP3 file.`);
    }
    if (!result.ok || !isMp3(result.file.bytes)) throw badRequest('file', CHOOSE_MP3);
    replaceAudio(ctx.store, podspot, result.file, ctx.clock.now());
    applyStep(ctx, res, user, step);
  });

  router.get('/onboarding/podspot/smart_feed', (req, res) => {
    const { podcast } = context(res);
    res.json({ smart_feed: smartFeedUrl(base(req), podcast), feed_integrated: podcast.apple_feed_integrated });
  });

  // "I've done it": the publisher says the smart feed replaced their feed at their host.
  router.post('/onboarding/podspot/smart_feed/accept', (_req, res) => {
    requireRole(res, 'publisher');
    const { user, step } = stepFor(res, 'accept_feed');
    const { podspot, podcast } = context(res);
    acceptOnboardingFeed(podspot, podcast, ctx.clock.now());
    applyStep(ctx, res, user, step);
  });

  return router;
}
