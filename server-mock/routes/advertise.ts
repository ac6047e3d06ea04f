import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { csvMoney } from '../files/csv.ts';
import {
  advertiserFilterFromQuery,
  ADVERTISER_FILTER_PARAMS,
  type AdvertiserCall,
} from '../http/advertiser-filters.ts';
import { campaignPageQuery } from '../http/advertiser-campaigns-query.ts';
import { sendCsv } from '../http/downloads.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { dailyRange, dateRange } from '../http/query.ts';
import { memoDailyTotals, memoSeries } from '../http/series-memo.ts';
import { requireRole } from '../http/session.ts';
import {
  advertiserPodspotRecord,
  advertiserPodspotRecords,
  advertiserReport,
  findAdvertiserPodspot,
  foreignFilter,
  lifetimeSpend,
  type AdvertiserFilter,
} from '../state/advertiser.ts';
import { advertiserCampaignPage } from '../state/advertiser-campaigns-page.ts';
import type { User } from '../state/models.ts';
import { dollars } from '../state/money.ts';
import { daysOf } from '../state/daily-totals.ts';
import { advertiserRatios, type PodcastSums } from '../state/reports.ts';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1000;

const FOREIGN_FILTER = {
  publisherPodcast: 'None of your campaigns runs on this podcast. Choose a podcast from the list.',
  advertiser: 'You have no campaigns for this advertiser. Choose an advertiser from the list.',
} as const;

/** The report's figures of one row or of the totals, in dollars. */
const figures = (sums: PodcastSums) => {
  const { cpm, cpa, cpd } = advertiserRatios(sums);
  return {
    spend: dollars(sums.spend_cents),
    impressions: sums.impressions,
    cpm,
    acquisitions: sums.acquisitions,
    cpa,
    downloads: sums.acquired_downloads,
    cpd,
  };
};

/** The advertiser's area: campaigns' podspots, daily spend, per-podcast report and CSV, podspot copy edits. */
export function advertiseRoutes(ctx: AppContext): Router {
  const router = Router();

  /** The call's filters; ids that are not the advertiser's own answer 404, so ids of others do not leak. */
  const filterOf = (req: Request, user: User, call: AdvertiserCall): AdvertiserFilter => {
    const filter = advertiserFilterFromQuery(req.query, call);
    const foreign = foreignFilter(ctx.store, user.id, filter);
    if (foreign) throw new HttpError(404, { [ADVERTISER_FILTER_PARAMS[call][foreign]]: FOREIGN_FILTER[foreign] });
    return filter;
  };

  const report = (req: Request, res: Response, call: AdvertiserCall) => {
    const user = requireRole(res, 'advertiser');
    const range = dateRange(req);
    const filter = filterOf(req, user, call);
    const selected = memoSeries(ctx, { advertiserUserId: user.id, ...filter });
    return { range, ...advertiserReport(ctx.store, user.id, filter, range.firstDay, range.lastDay, selected) };
  };

  // With row_limit: one page of the campaigns page (podcast filter, sort, offset); without it, every podspot.
  router.get('/advertise/podspots', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const paged = campaignPageQuery(req);
    if (paged) {
      res.json(advertiserCampaignPage(ctx.store, user.id, paged, ctx.lists));
      return;
    }
    // Nested twice: the console's client reads data.data.podspots (docs/behaviour/advertise.md#data).
    res.json({ data: { data: { podspots: advertiserPodspotRecords(ctx.store, user.id) } } });
  });

  router.get('/advertise/advertiser/spend', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const { firstDay, lastDay } = dailyRange(req);
    const filter = filterOf(req, user, 'spend');
    const fields: ('spend_cents' | 'impressions')[] = ['spend_cents', 'impressions'];
    const daily = memoDailyTotals(ctx, { advertiserUserId: user.id, ...filter }, fields);
    const { days, totals } = daysOf(daily, fields, firstDay, lastDay);
    res.json({
      data: days.map((d) => ({ date: d.date, spend: dollars(d.spend_cents), impressions: d.impressions })),
      total_spend: dollars(totals.spend_cents),
      total_impressions: totals.impressions,
    });
  });

  router.get('/advertise/advertiser/report', (req, res) => {
    const { rows, totals } = report(req, res, 'report');
    const data = rows.map(({ podcast, sums }) => ({
      id: podcast.id,
      name: podcast.name,
      small_artwork: podcast.small_artwork,
      ...figures(sums),
    }));
    res.json({ data, totals: [figures(totals)] });
  });

  router.get('/advertise/advertiser/report/download', (req, res) => {
    const { range, rows, totals } = report(req, res, 'csv');
    const line = (name: string, s: PodcastSums) => {
      const r = advertiserRatios(s);
      return [
        name,
        csvMoney(s.spend_cents),
        s.impressions,
        r.cpm?.toFixed(2),
        s.acquisitions,
        r.cpa?.toFixed(2),
        s.acquired_downloads,
        r.cpd?.toFixed(2),
      ];
    };
    sendCsv(res, `advertiser_spend_report_${range.start}_${range.end}.csv`, [
      ['Podcast', 'Spend (USD)', 'Impressions', 'CPM (USD)', 'Acquisitions', 'CPA (USD)', 'Downloads', 'CPD (USD)'],
      ...rows.map(({ podcast, sums }) => line(podcast.name, sums)),
      line('Totals', totals),
    ]);
  });

  router.put('/podspot/:id', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const found = findAdvertiserPodspot(ctx.store, user.id, req.params.id);
    if (!found) throw new HttpError(404, { error: 'No podspot with this id in your campaigns.' });
    const title = String(req.body.podspot_rss_content_title).trim();
    const description = String(req.body.podspot_rss_content_description).trim();
    if (title.length < 1 || title.length > TITLE_MAX)
      throw badRequest('podspot_rss_content_title', `Enter a title of 1 to ${TITLE_MAX} characters.`);
    if (description.length > DESCRIPTION_MAX)
      throw badRequest(
        'podspot_rss_content_description',
        `Keep the description to at most ${DESCRIPTION_MAX} characters.`,
      );
    found.podspot.title = title;
    found.podspot.description = description;
    ctx.changed();
    const spend = lifetimeSpend(ctx.store, new Set([found.podspot.id])).get(found.podspot.id) ?? 0;
    res.json(advertiserPodspotRecord(ctx.store, found.podspot, found.campaign, spend));
  });

  return router;
}
