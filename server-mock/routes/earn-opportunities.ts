import { Router, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { dollars, HttpError, notFound, requireRole } from '../http/errors.ts';
import { nowIso, today } from '../state/dates.ts';
import {
  indexOpportunities,
  indexStore,
  monthlyEstimate,
  newestFirst,
  opportunityRow,
  ownedPodcastIds,
  podspotRow,
  spentByCampaign,
} from '../state/earn-rows.ts';
import { lifecycleTick } from '../state/lifecycle.ts';
import { optionalId } from '../http/query.ts';
import { inboxPage, pagedInboxQuery } from '../state/opportunities-page.ts';
import type { Opportunity, Podspot } from '../state/models.ts';
import { nextId } from '../state/store.ts';

/** The items (newest first) of the first `n` campaigns to appear in them: the n campaigns with the newest items. */
function newestCampaigns<T extends { campaign_id: number }>(newestFirstItems: readonly T[], n: number): T[] {
  const kept = new Set<number>();
  for (const o of newestFirstItems) {
    if (kept.size === n) break;
    kept.add(o.campaign_id);
  }
  return newestFirstItems.filter((o) => kept.has(o.campaign_id));
}

/** The publisher's opportunities inbox: list, count, accept, reject/undo, and the filter option lists. */
export function earnOpportunitiesRoutes(ctx: AppContext): Router {
  const router = Router();

  // The podspot life cycle advances lazily, before every signed-in call that reaches the earn and
  // advertise routers (mounted after this one): nothing runs between requests, nothing to unref.
  router.use((_req, _res, next) => {
    if (lifecycleTick(ctx.store, ctx.options.approveAfterSeconds)) ctx.changed();
    next();
  });

  /** An opportunity on one of the signed-in publisher's podcasts; 404 for anyone else's. */
  const ownOpportunity = (res: Response, rawId: string): Opportunity => {
    const user = requireRole(res, 'publisher');
    const owned = ownedPodcastIds(ctx.store, user.id);
    const opportunity = ctx.store.opportunities.find(
      (o) => String(o.id) === rawId && owned.has(o.publisher_podcast_id),
    );
    if (!opportunity) throw notFound('No opportunity with this id.');
    return opportunity;
  };

  router.get('/earn/opportunities', (req, res) => {
    const user = requireRole(res, 'publisher');
    const { store } = ctx;
    const owned = ownedPodcastIds(store, user.id);
    const mine = store.opportunities.filter((o) => owned.has(o.publisher_podcast_id));
    const rejected = mine.filter((o) => o.status === 'not_interested');
    const wantRejected = req.query.rejected === 'true';
    // Optional (the contract validates them): podcast_id keeps one podcast's items; campaign_limit keeps the items of
    // the n campaigns with the newest opportunities (whole campaigns, so a group's count stays true); total is the
    // list's length before campaign_limit. rejected_opportunities always counts every podcast of the publisher.
    const podcastId = optionalId(req, 'podcast_id');
    const paged = wantRejected ? undefined : pagedInboxQuery(req);
    if (paged) {
      const offered = mine.filter((o) => o.status === 'offered');
      res.json({ ...inboxPage(store, offered, { ...paged, podcastId }), rejected_opportunities: rejected.length });
      return;
    }
    const filtered = (wantRejected ? rejected : mine.filter((o) => o.status === 'offered'))
      .filter((o) => podcastId === undefined || o.publisher_podcast_id === podcastId)
      .sort(newestFirst);
    const limit = req.query.campaign_limit === undefined ? undefined : Number(req.query.campaign_limit);
    const listed = limit === undefined ? filtered : newestCampaigns(filtered, limit);
    const total = filtered.length;
    const ix = indexOpportunities(store, listed);
    const rows = listed.map((o) => opportunityRow(ix, o));
    if (!wantRejected) {
      res.json({ data: { opportunities: rows }, rejected_opportunities: rejected.length, total });
      return;
    }
    // Reading of the spec's extra fields: budget = what the campaign has left to spend, totalBudget = its
    // whole budget, opportunitiesCount = this list's items of the same campaign (the group's count).
    const spent = spentByCampaign(store, ix);
    const perCampaign = new Map<number, number>();
    for (const o of filtered) perCampaign.set(o.campaign_id, (perCampaign.get(o.campaign_id) ?? 0) + 1);
    const opportunities = rows.map((row) => {
      const campaign = ix.campaigns.get(row.campaign_id)!;
      return {
        ...row,
        monthly_estimate: monthlyEstimate(row.estimated_dls_per_ep, campaign.cpm_cents),
        budget: dollars(Math.max(0, campaign.budget_cents - (spent.get(campaign.id) ?? 0))),
        totalBudget: dollars(campaign.budget_cents),
        opportunitiesCount: perCampaign.get(campaign.id)!,
      };
    });
    res.json({ data: { opportunities }, rejected_opportunities: rejected.length, total });
  });

  router.get('/earn/opportunities/count', (_req, res) => {
    const user = requireRole(res, 'publisher');
    const owned = ownedPodcastIds(ctx.store, user.id);
    res.json({
      count: ctx.store.opportunities.filter((o) => o.status === 'offered' && owned.has(o.publisher_podcast_id)).length,
    });
  });

  router.post('/earn/opportunity/:id/accept', (req, res) => {
    const opportunity = ownOpportunity(res, req.params.id);
    const { store } = ctx;
    if (opportunity.status === 'accepted' || store.podspots.some((p) => p.opportunity_id === opportunity.id)) {
      throw new HttpError(409, { error: 'This opportunity has already been accepted. Find it under Campaigns.' });
    }
    const campaign = store.campaigns.find((c) => c.id === opportunity.campaign_id)!;
    const advertiser = store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)!;
    const podcast = store.podcasts.find((p) => p.id === opportunity.publisher_podcast_id)!;
    // Accepting from the not-interested list is allowed too: the publisher changed their mind.
    opportunity.status = 'accepted';
    const podspot: Podspot = {
      id: nextId(store),
      opportunity_id: opportunity.id,
      campaign_id: campaign.id,
      publisher_podcast_id: podcast.id,
      aasm_state: 'draft',
      status: null,
      title: `${campaign.name} on ${podcast.name}`,
      description: `Recommended listening: ${advertiser.name}, hosted by ${advertiser.full_name}.`,
      audio_id: null,
      archived: false,
      estimated_dls_per_ep: podcast.estimated_dls_per_ep,
      created_at: nowIso(),
      pending_since: null,
    };
    store.podspots.push(podspot);
    ctx.changed();
    res.status(201).json(podspotRow(indexStore(store), podspot, today()));
  });

  router.post('/earn/opportunity/:id/reject', (req, res) => {
    const opportunity = ownOpportunity(res, req.params.id);
    if (opportunity.status === 'accepted') {
      throw new HttpError(409, { error: 'This opportunity has already been accepted. Archive its campaign instead.' });
    }
    opportunity.status = req.body.rejected ? 'not_interested' : 'offered';
    ctx.changed();
    res.json(opportunityRow(indexStore(ctx.store), opportunity));
  });

  router.get('/earn/advertisers', (_req, res) => {
    const user = requireRole(res, 'publisher');
    const { store } = ctx;
    const owned = ownedPodcastIds(store, user.id);
    const campaignIds = new Set(
      store.podspots.filter((p) => owned.has(p.publisher_podcast_id)).map((p) => p.campaign_id),
    );
    const advertiserIds = new Set(
      store.campaigns.filter((c) => campaignIds.has(c.id)).map((c) => c.advertiser_podcast_id),
    );
    const advertisers = store.podcasts.filter((p) => advertiserIds.has(p.id)).map(({ id, name }) => ({ id, name }));
    res.json({ advertisers: advertisers.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) });
  });

  router.get('/earn/publishers', (_req, res) => {
    const user = requireRole(res, 'publisher');
    const publishers = ctx.store.podcasts
      .filter((p) => p.owner_id === user.id)
      .map(({ id, name, small_artwork }) => ({ id, name, small_artwork }));
    res.json({ publishers: publishers.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) });
  });

  return router;
}
