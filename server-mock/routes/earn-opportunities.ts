import { Router, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { optionalId, optionalNumber, pagedInboxQuery, pagedRejectedQuery } from '../http/query.ts';
import { requireRole } from '../http/session.ts';
import { today } from '../state/dates.ts';
import { indexStore, opportunityRow, podspotRow } from '../state/earn-rows.ts';
import type { Opportunity } from '../state/models.ts';
import {
  acceptOpportunity,
  findOwnOpportunity,
  notInterested,
  offered,
  opportunityList,
  publisherOpportunities,
  setNotInterested,
} from '../state/opportunities.ts';
import { inboxPage } from '../state/opportunities-page.ts';
import { rejectedPage } from '../state/opportunities-rejected-page.ts';

/** The publisher's opportunities inbox: list, count, accept, reject/undo (the filter option lists: earn-options.ts). */
export function earnOpportunitiesRoutes(ctx: AppContext): Router {
  const router = Router();

  const ownOpportunity = (res: Response, rawId: string): Opportunity => {
    const opportunity = findOwnOpportunity(ctx.store, requireRole(res, 'publisher').id, rawId);
    if (!opportunity) throw notFound('No opportunity with this id.');
    return opportunity;
  };

  // Optional (the contract validates them): podcast_id keeps one podcast's items, campaign_limit whole campaigns,
  // row_limit (offered) or limit (not interested) asks for one page. rejected_opportunities counts every podcast of the
  // publisher, unless scope_podcast_id makes one podcast's opportunities the whole list.
  router.get('/earn/opportunities', (req, res) => {
    const user = requireRole(res, 'publisher');
    const wantRejected = req.query.rejected === 'true';
    const podcastId = optionalId(req, 'podcast_id');
    // Pages are cut from lists arranged once per state version (docs/decisions/0008-paging-on-the-server.md).
    const memo = ctx.lists;
    if (wantRejected) {
      const paged = pagedRejectedQuery(req);
      if (paged) {
        res.json(rejectedPage(ctx.store, user.id, memo, { ...paged, podcastId }));
        return;
      }
    } else {
      if (req.query.limit !== undefined)
        throw badRequest('limit', 'The offered list is grouped by campaign: page it with row_limit and offset.');
      const paged = pagedInboxQuery(req);
      if (paged) {
        res.json(inboxPage(ctx.store, user.id, memo, { ...paged, podcastId }));
        return;
      }
    }
    const campaignLimit = optionalNumber(req, 'campaign_limit');
    // The whole list is kept serialised until the next state change: 20 MB of JSON on `xlarge`.
    ctx.answers.send(res, ctx.store, `opportunities ${user.id} ${req.url}`, () => {
      const mine = publisherOpportunities(ctx.store, user.id);
      const rejected = notInterested(mine);
      const { rows, total } = opportunityList(ctx.store, wantRejected ? rejected : offered(mine), {
        podcastId,
        campaignLimit,
        rejected: wantRejected,
      });
      return { data: { opportunities: rows }, rejected_opportunities: rejected.length, total };
    });
  });

  router.get('/earn/opportunities/count', (_req, res) => {
    const user = requireRole(res, 'publisher');
    res.json({ count: offered(publisherOpportunities(ctx.store, user.id)).length });
  });

  router.post('/earn/opportunity/:id/accept', (req, res) => {
    const podspot = acceptOpportunity(ctx.store, ownOpportunity(res, req.params.id), ctx.clock.now());
    if (!podspot) {
      throw new HttpError(409, { error: 'This opportunity has already been accepted. Find it under Campaigns.' });
    }
    ctx.changed();
    res.status(201).json(podspotRow(indexStore(ctx.store), podspot, today(ctx.clock.now())));
  });

  router.post('/earn/opportunity/:id/reject', (req, res) => {
    const opportunity = ownOpportunity(res, req.params.id);
    if (!setNotInterested(opportunity, Boolean(req.body.rejected))) {
      throw new HttpError(409, { error: 'This opportunity has already been accepted. Archive its campaign instead.' });
    }
    ctx.changed();
    res.json(opportunityRow(indexStore(ctx.store), opportunity));
  });

  return router;
}
