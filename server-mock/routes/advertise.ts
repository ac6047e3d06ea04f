import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, dollars, HttpError, requireRole } from '../http/errors.ts';
import {
  advertiserPodcastsOf,
  advertiserPodspotRecord,
  advertiserPodspots,
  lifetimeSpend,
  publisherPodcastsOf,
} from '../state/advertiser.ts';
import {
  advertiserFilterFromQuery,
  ADVERTISER_FILTER_PARAMS,
  FilterError,
  type AdvertiserCall,
  type AdvertiserFilter,
} from '../state/advertiser-filters.ts';
import { csvMoney, sendCsv } from '../files/csv.ts';
import { isoOf } from '../state/dates.ts';
import { selectSeries, sumByDay } from '../state/facts.ts';
import type { User } from '../state/models.ts';
import { advertiserRatios, byFigureThenName, MAX_DAILY_DAYS, sumPerPodcast } from '../state/reports.ts';
import { dateRange } from '../http/query.ts';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1000;

/** The advertiser's area: filter options, campaigns' podspots, daily spend, per-podcast report and CSV, podspot copy edits. */
export function advertiseRoutes(ctx: AppContext): Router {
  const router = Router();

  /** The call's filters; ids that are not the advertiser's own answer 404, so ids of others do not leak. */
  const filterOf = (req: Request, user: User, call: AdvertiserCall): AdvertiserFilter => {
    let filter: AdvertiserFilter;
    try {
      filter = advertiserFilterFromQuery(req.query, call);
    } catch (error) {
      if (error instanceof FilterError) throw badRequest(error.param, error.message);
      throw error;
    }
    const names = ADVERTISER_FILTER_PARAMS[call];
    const { publisherPodcastId, advertiserPodcastId } = filter;
    if (
      publisherPodcastId !== undefined &&
      advertiserPodspots(ctx.store, user.id, { publisherPodcastId }).length === 0
    ) {
      throw new HttpError(404, {
        [names.publisherPodcast]: 'None of your campaigns runs on this podcast. Choose a podcast from the list.',
      });
    }
    if (
      advertiserPodcastId !== undefined &&
      !advertiserPodcastsOf(ctx.store, user.id).some((p) => p.id === advertiserPodcastId)
    ) {
      throw new HttpError(404, {
        [names.advertiser]: 'You have no campaigns for this advertiser. Choose an advertiser from the list.',
      });
    }
    return filter;
  };

  const report = (req: Request, res: Response, call: AdvertiserCall) => {
    const user = requireRole(res, 'advertiser');
    const range = dateRange(req);
    const filter = filterOf(req, user, call);
    const podcasts = publisherPodcastsOf(ctx.store, user.id, filter);
    const selected = selectSeries(ctx.store, { advertiserUserId: user.id, ...filter });
    const { rows, totals } = sumPerPodcast(selected, podcasts, range.firstDay, range.lastDay);
    rows.sort(byFigureThenName('spend_cents'));
    return { range, rows, totals };
  };

  router.get('/advertise/publishers', (_req, res) => {
    const user = requireRole(res, 'advertiser');
    const publishers = publisherPodcastsOf(ctx.store, user.id).map(({ id, name, small_artwork }) => ({
      id,
      name,
      small_artwork,
    }));
    res.json({ publishers });
  });

  router.get('/advertise/advertisers', (_req, res) => {
    const user = requireRole(res, 'advertiser');
    res.json({ advertisers: advertiserPodcastsOf(ctx.store, user.id).map(({ id, name }) => ({ id, name })) });
  });

  router.get('/advertise/podspots', (_req, res) => {
    const user = requireRole(res, 'advertiser');
    const spend = lifetimeSpend(ctx.store);
    const podspots = advertiserPodspots(ctx.store, user.id)
      .map(({ podspot, campaign }) => advertiserPodspotRecord(ctx.store, podspot, campaign, spend.get(podspot.id) ?? 0))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    // Nested twice: the spec's client reads data.data.podspots.
    res.json({ data: { data: { podspots } } });
  });

  router.get('/advertise/advertiser/spend', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const { firstDay, lastDay } = dateRange(req);
    if (lastDay - firstDay + 1 > MAX_DAILY_DAYS) throw badRequest('start_date', 'Choose a range of at most 20 years.');
    const filter = filterOf(req, user, 'spend');
    const sums = sumByDay(
      selectSeries(ctx.store, { advertiserUserId: user.id, ...filter }),
      ['spend_cents', 'impressions'],
      firstDay,
      lastDay,
    );
    let spendCents = 0;
    let impressions = 0;
    const data = Array.from(sums.spend_cents, (cents, i) => {
      spendCents += cents;
      impressions += sums.impressions[i];
      return { date: isoOf(firstDay + i), spend: dollars(cents), impressions: sums.impressions[i] };
    });
    res.json({ data, total_spend: dollars(spendCents), total_impressions: impressions });
  });

  router.get('/advertise/advertiser/report', (req, res) => {
    const { rows, totals } = report(req, res, 'report');
    const data = rows.map(({ podcast, sums }) => {
      const { cpm, cpa, cpd } = advertiserRatios(sums);
      return {
        id: podcast.id,
        name: podcast.name,
        small_artwork: podcast.small_artwork,
        spend: dollars(sums.spend_cents),
        impressions: sums.impressions,
        cpm,
        acquisitions: sums.acquisitions,
        cpa,
        downloads: sums.acquired_downloads,
        cpd,
      };
    });
    const { cpm, cpa, cpd } = advertiserRatios(totals);
    res.json({
      data,
      totals: [
        {
          spend: dollars(totals.spend_cents),
          impressions: totals.impressions,
          cpm,
          acquisitions: totals.acquisitions,
          cpa,
          downloads: totals.acquired_downloads,
          cpd,
        },
      ],
    });
  });

  router.get('/advertise/advertiser/report/download', (req, res) => {
    const { range, rows, totals } = report(req, res, 'csv');
    const line = (name: string, s: typeof totals) => {
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
    const found = advertiserPodspots(ctx.store, user.id).find(({ podspot }) => String(podspot.id) === req.params.id);
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
    const spend = lifetimeSpend(ctx.store).get(found.podspot.id) ?? 0;
    res.json(advertiserPodspotRecord(ctx.store, found.podspot, found.campaign, spend));
  });

  return router;
}
