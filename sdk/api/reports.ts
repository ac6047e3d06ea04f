import type { ApiClient } from './client';
import type { DateRange } from '../core/date-presets';

export type PublisherDailyReport = {
  data: { date: string; earnings: number; ep_download_count_daily: number }[];
  total_earnings: number;
  total_downloads: number;
};

export type ReportFilters = DateRange & { podcastId?: string | number; advertiserId?: string | number };

/** A report's dates and podcast as query parameters: alone, what the loader's early earnings call sends. */
export const rangeQuery = ({ start, end, podcastId }: ReportFilters) => ({
  start_date: start,
  end_date: end,
  podcast_id: podcastId,
});

export const reportQuery = (filters: ReportFilters) => ({
  ...rangeQuery(filters),
  advertiser_id: filters.advertiserId,
});

export const getPublisherEarnings = (client: ApiClient, filters: ReportFilters) =>
  client.get<PublisherDailyReport>('/earn/publisher/earnings', reportQuery(filters));
