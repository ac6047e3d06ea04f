import { Router, type Request, type Response } from 'express';
import type { CampaignTab } from '@sdk/core/campaign-tabs.ts';
import { arrangeCampaignList, campaignsPage, type ArrangedCampaigns } from '@sdk/core/publisher-campaigns-page.ts';
import type { CampaignSort } from '@sdk/core/publisher-campaigns.ts';
import type { AppContext } from '../context.ts';
import { campaignInstructionPdf, smartFeedInstructionPdf } from '../files/instructions.ts';
import { isMp3, MAX_MP3_BYTES, MAX_MP3_MB } from '../files/mp3.ts';
import { campaignsPageQuery } from '../http/campaigns-query.ts';
import { sendPdf } from '../http/downloads.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { publicBase } from '../http/public-url.ts';
import { campaignTab, optionalId, optionalNumber } from '../http/query.ts';
import { requireRole } from '../http/session.ts';
import { readUpload } from '../http/uploads.ts';
import { today } from '../state/dates.ts';
import { memoList } from '../state/list-memo.ts';
import { indexStore, podspotRow } from '../state/earn-rows.ts';
import type { Podcast, Podspot } from '../state/models.ts';
import { advertiserPodcastOf } from '../state/onboarding-offers.ts';
import { findOwnOpportunity } from '../state/opportunities.ts';
import {
  archivedCount,
  findOwnPodspot,
  integrateSmartFeed,
  offeredCampaign,
  podspotList,
  replaceAudio,
  setArchived,
  rowsOf,
  unarchivedFacts,
  type CampaignFacts,
} from '../state/podspots.ts';
import { findOwnPodcast } from '../state/publisher.ts';
import { smartFeedUrl } from '../state/smart-feed.ts';

const NOT_MP3 = 'Please upload a valid .mp3 file'; // verbatim from docs/behaviour/earn.md#errors
const TOO_LARGE = `The file is larger than ${MAX_MP3_MB} MB. Please upload a smaller .mp3 file.`;

/** The publisher's campaigns (podspots): list, one, archive, upload, smart feed, instruction PDFs. */
/** A publisher's campaigns list (whole groups of one tab, podcast and sort) on one day. */
const CAMPAIGNS = memoList<
  { userId: number; podcastId?: number; tab: CampaignTab; sort: CampaignSort; day: number },
  ArrangedCampaigns<CampaignFacts>
>('publisher campaigns', (k) => `${k.userId} ${k.podcastId ?? 'all'} ${k.tab} ${k.sort} ${k.day}`);

export function earnPodspotsRoutes(ctx: AppContext): Router {
  const router = Router();

  /** One of the signed-in publisher's podspots (or podcasts); 404 for anyone else's, so ids do not leak. */
  const ownPodspot = (res: Response, rawId: string): Podspot => {
    const podspot = findOwnPodspot(ctx.store, requireRole(res, 'publisher').id, rawId);
    if (!podspot) throw notFound('No podspot with this id.');
    return podspot;
  };
  const ownPodcast = (res: Response, rawId: string): Podcast => {
    const podcast = findOwnPodcast(ctx.store, requireRole(res, 'publisher').id, rawId);
    if (!podcast) throw notFound('No podcast of yours has this id.');
    return podcast;
  };
  const row = (podspot: Podspot) => podspotRow(indexStore(ctx.store), podspot, today(ctx.clock.now()));
  const feedOf = (req: Request, podcast: Podcast) => smartFeedUrl(publicBase(ctx.options.publicUrl, req), podcast);

  // Optional (the contract validates them): podcast_id and tab filter. With row_limit the answer is one page of whole
  // campaign groups in `sort` order (the campaigns page); without, offset and limit page the newest-first rows.
  router.get('/earn/podspots', (req, res) => {
    const user = requireRole(res, 'publisher');
    const memo = ctx.lists;
    const podcastId = optionalId(req, 'podcast_id');
    const tab = campaignTab(req);
    const grouped = campaignsPageQuery(req);
    if (grouped) {
      const now = ctx.clock.now();
      const facts = unarchivedFacts(ctx.store, user.id, podcastId, now, memo);
      const key = { userId: user.id, podcastId, tab, sort: grouped.sort, day: today(now) };
      const arranged = memo.get(ctx.store, CAMPAIGNS, key, () =>
        arrangeCampaignList(facts, { tab, podcastId: 'all' }, grouped.sort),
      );
      const { podspots, ...figures } = campaignsPage(arranged, grouped.offset, grouped.rowLimit);
      res.json({
        data: { podspots: rowsOf(ctx.store, podspots, now, memo) },
        archived_podspots: archivedCount(ctx.store, user.id, memo),
        ...figures,
      });
      return;
    }
    const {
      rows,
      total,
      archivedCount: archived,
    } = podspotList(
      ctx.store,
      user.id,
      {
        archived: req.query.archived === 'true',
        podcastId,
        tab,
        offset: optionalNumber(req, 'offset') ?? 0,
        limit: optionalNumber(req, 'limit'),
      },
      ctx.clock.now(),
      memo,
    );
    res.json({ data: { podspots: rows }, archived_podspots: archived, total });
  });

  router.get('/earn/podspot/:id', (req, res) => {
    res.json(row(ownPodspot(res, req.params.id)));
  });

  router.post('/earn/podspot/:id/archive', (req, res) => {
    const podspot = ownPodspot(res, req.params.id);
    if (!setArchived(podspot, Boolean(req.body.archived)))
      throw new HttpError(409, { archived: 'Only draft and inactive campaigns can be archived.' });
    ctx.changed();
    res.json(row(podspot));
  });

  router.post('/earn/podspot/:id/upload', async (req, res) => {
    const podspot = ownPodspot(res, req.params.id);
    if (podspot.aasm_state !== 'draft') {
      req.resume();
      throw new HttpError(409, {
        file: `This podspot is ${podspot.aasm_state}: only a draft podspot takes a new file.`,
      });
    }
    const upload = await readUpload(req, 'file', MAX_MP3_BYTES);
    if (!upload.ok) {
      if (upload.reason === 'too_large') throw new HttpError(413, { file: TOO_LARGE });
      if (upload.reason === 'not_multipart')
        throw badRequest('file', 'Send the file as multipart/form-data in the field "file".');
      throw badRequest('file', NOT_MP3);
    }
    if (!isMp3(upload.file.bytes)) throw badRequest('file', NOT_MP3);
    replaceAudio(ctx.store, podspot, upload.file, ctx.clock.now());
    ctx.changed();
    res.json(row(podspot));
  });

  router.get('/earn/podcast/:id/smart_feed', (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    res.json({ smart_feed: feedOf(req, podcast), feed_integrated: podcast.apple_feed_integrated });
  });

  router.post('/earn/podcast/:id/smart_feed/accept', (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    const moved = integrateSmartFeed(ctx.store, podcast, ctx.clock.now());
    ctx.changed();
    res.json({ smart_feed: feedOf(req, podcast), feed_integrated: true, pending_podspot_ids: moved.map((p) => p.id) });
  });

  router.get('/earn/podcast/:id/smart_feed/download_instruction', async (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    sendPdf(res, 'smart-feed-instruction.pdf', await smartFeedInstructionPdf(podcast, feedOf(req, podcast)));
  });

  router.get('/earn/campaign/:id/download_instruction', async (req, res) => {
    const user = requireRole(res, 'publisher');
    const campaign = offeredCampaign(ctx.store, user.id, req.params.id);
    if (!campaign) throw notFound('No campaign with this id was offered to you.');
    let target: { podspot?: Podspot; podcast: Podcast } | undefined;
    if (req.query.podspot_id !== undefined) {
      // A podspot of this campaign, or the opportunity under review: the podspot it becomes once accepted.
      const rawId = String(req.query.podspot_id);
      const offer = findOwnOpportunity(ctx.store, user.id, rawId);
      const podspot =
        findOwnPodspot(ctx.store, user.id, rawId) ??
        ctx.store.podspots.find((p) => offer && p.opportunity_id === offer.id);
      const found = podspot ?? offer;
      if (!found || found.campaign_id !== campaign.id) throw notFound('No podspot with this id.');
      target = { podspot, podcast: ctx.store.podcasts.find((p) => p.id === found.publisher_podcast_id)! };
    }
    const advertiser = advertiserPodcastOf(ctx.store, campaign);
    sendPdf(res, 'podspot-campaign-instruction.pdf', await campaignInstructionPdf(campaign, advertiser, target));
  });

  return router;
}
