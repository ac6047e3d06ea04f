import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest, dollars, HttpError, requireRole } from '../http/errors.ts';
import { csvMoney, sendCsv } from '../files/csv.ts';
import { isoOf } from '../state/dates.ts';
import { selectSeries, sumByDay } from '../state/facts.ts';
import type { User } from '../state/models.ts';
import { byFigureThenName, MAX_DAILY_DAYS, sumPerPodcast } from '../state/reports.ts';
import { dateRange, optionalId } from '../http/query.ts';

/** The publisher's insights: daily earnings and downloads, per podcast report, CSV. */
export function earnReportRoutes(ctx: AppContext): Router {
  const router = Router();

  /**
   * The filters of every publisher report call. `advertiser_id` is an advertiser podcast id; one that never
   * ran on the publisher's podcasts simply matches nothing. `podcast_id` must be one of the user's podcasts
   * (404 otherwise, so ids of other publishers do not leak).
   */
  const filterOf = (req: Request, user: User) => {
    const publisherPodcastId = optionalId(req, 'podcast_id');
    if (
      publisherPodcastId !== undefined &&
      !ctx.store.podcasts.some((p) => p.id === publisherPodcastId && p.owner_id === user.id)
    ) {
      throw new HttpError(404, { podcast_id: 'You have no podcast with this id. Choose a podcast from the list.' });
    }
    return { publisherUserId: user.id, publisherPodcastId, advertiserPodcastId: optionalId(req, 'advertiser_id') };
  };

  /** One row per podcast of the user (zero rows included: the client hides them), earnings first. */
  const report = (req: Request, user: User) => {
    const range = dateRange(req);
    const filter = filterOf(req, user);
    const podcasts = ctx.store.podcasts.filter(
      (p) => p.owner_id === user.id && (filter.publisherPodcastId === undefined || p.id === filter.publisherPodcastId),
    );
    const { rows, totals } = sumPerPodcast(selectSeries(ctx.store, filter), podcasts, range.firstDay, range.lastDay);
    rows.sort(byFigureThenName('earnings_cents'));
    return { range, rows, totals };
  };

  router.get('/earn/publisher/earnings', (req, res) => {
    const user = requireRole(res, 'publisher');
    const { firstDay, lastDay } = dateRange(req);
    if (lastDay - firstDay + 1 > MAX_DAILY_DAYS) throw badRequest('start_date', 'Choose a range of at most 20 years.');
    const sums = sumByDay(
      selectSeries(ctx.store, filterOf(req, user)),
      ['earnings_cents', 'impressions'],
      firstDay,
      lastDay,
    );
    let totalCents = 0;
    let totalDownloads = 0;
    const data = Array.from(sums.earnings_cents, (cents, i) => {
      totalCents += cents;
      totalDownloads += sums.impressions[i];
      return { date: isoOf(firstDay + i), earnings: dollars(cents), ep_download_count_daily: sums.impressions[i] };
    });
    res.json({ data, total_earnings: dollars(totalCents), total_downloads: totalDownloads });
  });

  router.get('/earn/publisher/report', (req, res) => {
    const { rows, totals } = report(req, requireRole(res, 'publisher'));
    res.json({
      podcast_data: rows.map(({ podcast, sums }) => ({
        podcast_id: podcast.id,
        name: podcast.name,
        small_artwork: podcast.small_artwork,
        earnings: dollars(sums.earnings_cents),
        ep_download_count_daily: sums.impressions,
      })),
      // The spec's client reads the last entry of podcast_totals as the totals.
      podcast_totals: [{ earnings: dollars(totals.earnings_cents), downloads: totals.impressions }],
    });
  });

  router.get('/earn/publisher/report/download', (req, res) => {
    const { range, rows, totals } = report(req, requireRole(res, 'publisher'));
    sendCsv(res, `publisher_earnings_report_${range.start}_${range.end}.csv`, [
      ['Podcast', 'Earnings (USD)', 'Downloads'],
      ...rows.map(({ podcast, sums }) => [podcast.name, csvMoney(sums.earnings_cents), sums.impressions]),
      ['Totals', csvMoney(totals.earnings_cents), totals.impressions],
    ]);
  });

  return router;
}
