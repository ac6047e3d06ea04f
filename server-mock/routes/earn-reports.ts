import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { dollars, requireRole } from '../http.ts';
import { isoOf } from '../state/dates.ts';
import { selectSeries, sumByDay } from '../state/facts.ts';
import { dateRange, optionalId } from './query.ts';

/** The publisher's insights: daily earnings and downloads, per podcast report, CSV. */
export function earnReportRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/earn/publisher/earnings', (req, res) => {
    const user = requireRole(res, 'publisher');
    const { firstDay, lastDay } = dateRange(req);
    const selected = selectSeries(ctx.store, {
      publisherUserId: user.id,
      publisherPodcastId: optionalId(req, 'podcast_id'),
      advertiserPodcastId: optionalId(req, 'advertiser_id'),
    });
    const sums = sumByDay(selected, ['earnings_cents', 'impressions'], firstDay, lastDay);
    let totalCents = 0;
    let totalDownloads = 0;
    const data = Array.from(sums.earnings_cents, (cents, i) => {
      totalCents += cents;
      totalDownloads += sums.impressions[i];
      return { date: isoOf(firstDay + i), earnings: dollars(cents), ep_download_count_daily: sums.impressions[i] };
    });
    res.json({ data, total_earnings: dollars(totalCents), total_downloads: totalDownloads });
  });

  return router;
}
