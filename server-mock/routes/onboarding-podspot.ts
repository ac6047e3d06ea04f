import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, requireRole } from '../http/errors.ts';
import { htmlToLines, instructionPdf } from '../files/pdf.ts';
import { moveToPendingIfReady } from '../state/lifecycle.ts';
import { isMp3, MAX_MP3_BYTES } from '../files/mp3.ts';
import { advertiserPodcastOf } from '../state/onboarding-offers.ts';
import { publicBase, smartFeedUrl } from '../state/smart-feed.ts';
import { readUpload } from '../http/uploads.ts';
import { applyStep, onboardingPodspot, stepFor } from '../http/onboarding-steps.ts';

const CHOOSE_MP3 = 'Please choose an MP3 file.';

/** The onboarding's work on the podspot of the accepted offer: example, script, PDF, upload, smart feed. */
export function onboardingPodspotRoutes(ctx: AppContext): Router {
  const router = Router();

  /** The accepted offer's podspot with its campaign, advertiser podcast and the user's podcast. */
  const context = (res: Parameters<typeof requireRole>[0]) => {
    const user = requireRole(res, 'publisher');
    const podspot = onboardingPodspot(ctx, user);
    const campaign = ctx.store.campaigns.find((c) => c.id === podspot.campaign_id)!;
    const podcast = ctx.store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!;
    return { user, podspot, campaign, podcast, advertiser: advertiserPodcastOf(ctx.store, campaign) };
  };

  router.get('/onboarding/podspot/example', (req, res) => {
    const { advertiser } = context(res);
    res.json({
      advertiser_podcast_name: advertiser.name,
      podspot_episode_audio_file: `${publicBase(ctx.options.publicUrl, req)}/api/audio/sample.mp3`,
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
    const pdf = await instructionPdf('Podspot campaign instructions', [
      {
        lines: [
          `Advertiser: ${advertiser.name} (hosted by ${advertiser.full_name})`,
          `Campaign: ${campaign.name}`,
          `Your podcast: ${podcast.name}`,
        ],
      },
      { heading: 'Script', lines: htmlToLines(campaign.script_html) },
      {
        heading: 'Recording your Podspot',
        lines: [
          '• Record the read yourself, in your own voice and words, in a quiet room.',
          '• Keep it between 30 and 60 seconds.',
          `• Export it as an MP3 file (at most ${MAX_MP3_BYTES / 1024 / 1024} MB) and upload it in the step "Upload your first Podspot".`,
          `• Then replace your podcast's RSS feed in your podcast host with your smart feed: ${smartFeedUrl(publicBase(ctx.options.publicUrl, req), podcast)}`,
        ],
      },
    ]);
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
    const { user, step, podspot, podcast } = found;
    const result = await readUpload(req, 'file', MAX_MP3_BYTES);
    if (!result.ok && result.reason === 'too_large') {
      throw badRequest(
        'file',
        `The file is larger than ${MAX_MP3_BYTES / 1024 / 1024} MB. Please choose a smaller MP3 file.`,
      );
    }
    if (!result.ok || !isMp3(result.file.bytes)) throw badRequest('file', CHOOSE_MP3);
    const id = randomBytes(8).toString('hex');
    ctx.store.audio.push({ id, file_name: result.file.fileName || 'podspot.mp3', bytes: result.file.bytes });
    podspot.audio_id = id;
    moveToPendingIfReady(podspot, podcast);
    applyStep(ctx, res, user, step);
  });

  router.get('/onboarding/podspot/smart_feed', (req, res) => {
    const { podcast } = context(res);
    res.json({
      smart_feed: smartFeedUrl(publicBase(ctx.options.publicUrl, req), podcast),
      feed_integrated: podcast.apple_feed_integrated,
    });
  });

  // "I've done it": the publisher says the smart feed replaced their feed at their host.
  router.post('/onboarding/podspot/smart_feed/accept', (_req, res) => {
    requireRole(res, 'publisher');
    const { user, step } = stepFor(res, 'accept_feed');
    const { podspot, podcast } = context(res);
    podcast.apple_feed_integrated = true;
    moveToPendingIfReady(podspot, podcast);
    applyStep(ctx, res, user, step);
  });

  return router;
}
