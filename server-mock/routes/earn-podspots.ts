import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, notFound, requireRole } from '../http/errors.ts';
import { today } from '../state/dates.ts';
import { campaignInstructionPdf, smartFeedInstructionPdf } from '../files/instructions.ts';
import { indexStore, monthlyEstimate, newestFirst, ownedPodcastIds, podspotRow } from '../state/earn-rows.ts';
import { moveToPendingIfReady } from '../state/lifecycle.ts';
import type { Podcast, Podspot } from '../state/models.ts';
import { isMp3, MAX_MP3_BYTES } from '../files/mp3.ts';
import { publicBase, smartFeedUrl } from '../state/smart-feed.ts';
import { readUpload } from '../http/uploads.ts';
import { optionalId } from '../http/query.ts';

const NOT_MP3 = 'Please upload a valid .mp3 file'; // spec §8, verbatim
const TOO_LARGE = `The file is larger than ${MAX_MP3_BYTES / 1024 / 1024} MB. Please upload a smaller .mp3 file.`;

/**
 * The campaigns page's tabs (spec §2 /earn/campaigns, sdk/core/campaign-tabs): draft; active = approved-active or
 * pending; inactive = approved-inactive; pending and approved by state; all.
 */
function inTab(p: Pick<Podspot, 'aasm_state' | 'status'>, tab: string): boolean {
  switch (tab) {
    case 'draft':
      return p.aasm_state === 'draft';
    case 'active':
      return (p.aasm_state === 'approved' && p.status === 'active') || p.aasm_state === 'pending';
    case 'inactive':
      return p.aasm_state === 'approved' && p.status === 'inactive';
    case 'pending':
      return p.aasm_state === 'pending';
    case 'approved':
      return p.aasm_state === 'approved';
    default:
      return true;
  }
}

/** The publisher's campaigns (podspots): list, one, archive, upload, smart feed, instruction PDFs. */
export function earnPodspotsRoutes(ctx: AppContext): Router {
  const router = Router();

  /** One of the signed-in publisher's podspots (or podcasts); 404 for anyone else's, so ids do not leak. */
  const ownPodspot = (res: Response, rawId: string): Podspot => {
    const owned = ownedPodcastIds(ctx.store, requireRole(res, 'publisher').id);
    const podspot = ctx.store.podspots.find((p) => String(p.id) === rawId && owned.has(p.publisher_podcast_id));
    if (!podspot) throw notFound('No podspot with this id.');
    return podspot;
  };
  const ownPodcast = (res: Response, rawId: string): Podcast => {
    const user = requireRole(res, 'publisher');
    const podcast = ctx.store.podcasts.find((p) => String(p.id) === rawId && p.owner_id === user.id);
    if (!podcast) throw notFound('No podcast of yours has this id.');
    return podcast;
  };
  const row = (podspot: Podspot) => podspotRow(indexStore(ctx.store), podspot, today());
  const feedOf = (req: Request, podcast: Podcast) => smartFeedUrl(publicBase(ctx.options.publicUrl, req), podcast);
  const sendPdf = (res: Response, fileName: string, bytes: Uint8Array) =>
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(Buffer.from(bytes));

  router.get('/earn/podspots', (req, res) => {
    const user = requireRole(res, 'publisher');
    const { store } = ctx;
    const owned = ownedPodcastIds(store, user.id);
    const mine = store.podspots.filter((p) => owned.has(p.publisher_podcast_id));
    const wantArchived = req.query.archived === 'true';
    // Optional (the contract validates them): podcast_id and tab (the campaigns page's tab rule) filter; offset and
    // limit page the newest-first list; total is its length before paging. archived_podspots counts every podcast.
    const podcastId = optionalId(req, 'podcast_id');
    const tab = typeof req.query.tab === 'string' ? req.query.tab : 'all';
    const listed = mine
      .filter(
        (p) =>
          p.archived === wantArchived &&
          (podcastId === undefined || p.publisher_podcast_id === podcastId) &&
          inTab(p, tab),
      )
      .sort(newestFirst);
    const offset = Number(req.query.offset ?? 0);
    const page =
      req.query.limit === undefined ? listed.slice(offset) : listed.slice(offset, offset + Number(req.query.limit));
    const ix = indexStore(store);
    const day = today();
    const podspots = page.map((p) => {
      const r = podspotRow(ix, p, day);
      return wantArchived
        ? {
            ...r,
            monthly_estimate: monthlyEstimate(p.estimated_dls_per_ep, ix.campaigns.get(p.campaign_id)!.cpm_cents),
          }
        : r;
    });
    res.json({ data: { podspots }, archived_podspots: mine.filter((p) => p.archived).length, total: listed.length });
  });

  router.get('/earn/podspot/:id', (req, res) => {
    res.json(row(ownPodspot(res, req.params.id)));
  });

  router.post('/earn/podspot/:id/archive', (req, res) => {
    const podspot = ownPodspot(res, req.params.id);
    if (req.body.archived && !podspot.archived) {
      const archivable =
        podspot.aasm_state === 'draft' || (podspot.aasm_state === 'approved' && podspot.status === 'inactive');
      if (!archivable) throw new HttpError(409, { archived: 'Only draft and inactive campaigns can be archived.' });
    }
    podspot.archived = Boolean(req.body.archived);
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
    const { store } = ctx;
    // The client's file name is kept as a label only; the bytes live in memory under a random id.
    const id = randomBytes(12).toString('hex');
    const fileName = upload.file.fileName.replace(/[^\w. -]/g, '_').slice(-120) || 'podspot.mp3';
    store.audio.push({ id, file_name: fileName, bytes: upload.file.bytes });
    const previous = podspot.audio_id;
    podspot.audio_id = id;
    if (previous && previous !== 'sample' && !store.podspots.some((p) => p.audio_id === previous)) {
      store.audio = store.audio.filter((a) => a.id !== previous);
    }
    moveToPendingIfReady(
      podspot,
      store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!,
    );
    ctx.changed();
    res.json(row(podspot));
  });

  router.get('/earn/podcast/:id/smart_feed', (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    res.json({ smart_feed: feedOf(req, podcast), feed_integrated: podcast.apple_feed_integrated });
  });

  router.post('/earn/podcast/:id/smart_feed/accept', (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    podcast.apple_feed_integrated = true;
    // Archived drafts stay where they are: the publisher put them away.
    const moved = ctx.store.podspots.filter(
      (p) => p.publisher_podcast_id === podcast.id && !p.archived && moveToPendingIfReady(p, podcast),
    );
    ctx.changed();
    res.json({ smart_feed: feedOf(req, podcast), feed_integrated: true, pending_podspot_ids: moved.map((p) => p.id) });
  });

  router.get('/earn/podcast/:id/smart_feed/download_instruction', async (req, res) => {
    const podcast = ownPodcast(res, req.params.id);
    sendPdf(res, 'smart-feed-instruction.pdf', await smartFeedInstructionPdf(podcast, feedOf(req, podcast)));
  });

  router.get('/earn/campaign/:id/download_instruction', async (req, res) => {
    const user = requireRole(res, 'publisher');
    const { store } = ctx;
    const owned = ownedPodcastIds(store, user.id);
    const campaign = store.campaigns.find((c) => String(c.id) === req.params.id);
    // A campaign is the publisher's business once it was offered on one of their podcasts.
    const offered = (o: { campaign_id: number; publisher_podcast_id: number }) =>
      o.campaign_id === campaign?.id && owned.has(o.publisher_podcast_id);
    if (!campaign || !(store.opportunities.some(offered) || store.podspots.some(offered))) {
      throw notFound('No campaign with this id was offered to you.');
    }
    let target: { podspot: Podspot; podcast: Podcast } | undefined;
    if (req.query.podspot_id !== undefined) {
      const podspot = ownPodspot(res, String(req.query.podspot_id));
      if (podspot.campaign_id !== campaign.id) throw notFound('No podspot with this id.');
      target = { podspot, podcast: store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)! };
    }
    const advertiser = store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)!;
    sendPdf(res, 'podspot-campaign-instruction.pdf', await campaignInstructionPdf(campaign, advertiser, target));
  });

  return router;
}
