import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { csvMoney } from '../files/csv.ts';
import { sendCsv } from '../http/downloads.ts';
import { HttpError } from '../http/errors.ts';
import { dailyRange, dateRange, optionalId } from '../http/query.ts';
import { memoDailyTotals, memoSeries } from '../http/series-memo.ts';
import { requireRole } from '../http/session.ts';
import { daysOf } from '../state/daily-totals.ts';
import type { User } from '../state/models.ts';
import { dollars } from '../state/money.ts';
import { ownsPodcast, publisherReport, type PublisherFilter } from '../state/publisher.ts';

/** The publisher's insights: daily earnings and downloads, per podcast report, CSV. */
export function earnReportRoutes(ctx: AppContext): Router {
  const router = Router();

  /** `podcast_id` must be one of the user's podcasts (404 otherwise, so ids of other publishers do not leak). */
  const filterOf = (req: Request, user: User): PublisherFilter => {
    const publisherPodcastId = optionalId(req, 'podcast_id');
    if (publisherPodcastId !== undefined && !ownsPodcast(ctx.store, user.id, publisherPodcastId)) {
      throw new HttpError(404, { podcast_id: 'You have no podcast with this id. Choose a podcast from the list.' });
    }
    return { publisherUserId: user.id, publisherPodcastId, advertiserPodcastId: optionalId(req, 'advertiser_id') };
  };

  const report = (req: Request, user: User) => {
    const range = dateRange(req);
    const filter = filterOf(req, user);
    return { range, ...publisherReport(ctx.store, filter, range.firstDay, range.lastDay, memoSeries(ctx, filter)) };
  };

  router.get('/earn/publisher/earnings', (req, res) => {
    const user = requireRole(res, 'publisher');
    const { firstDay, lastDay } = dailyRange(req);
    const fields: ('earnings_cents' | 'impressions')[] = ['earnings_cents', 'impressions'];
    const { days, totals } = daysOf(memoDailyTotals(ctx, filterOf(req, user), fields), fields, firstDay, lastDay);
    res.json({
      data: days.map((d) => ({
        date: d.date,
        earnings: dollars(d.earnings_cents),
        ep_download_count_daily: d.impressions,
      })),
      total_earnings: dollars(totals.earnings_cents),
      total_downloads: totals.impressions,
    });
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
      // The console's client reads the last entry of podcast_totals as the totals (docs/behaviour/earn.md#data).
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
