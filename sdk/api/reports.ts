import type { ApiClient } from './client';
import type { DateRange } from '../core/date-presets';

export type PublisherDailyReport = {
  data: { date: string; earnings: number; ep_download_count_daily: number }[];
  total_earnings: number;
  total_downloads: number;
};

export type ReportFilters = DateRange & { podcastId?: string | number; advertiserId?: string | number };

export const reportQuery = ({ start, end, podcastId, advertiserId }: ReportFilters) => ({
  start_date: start,
  end_date: end,
  podcast_id: podcastId,
  advertiser_id: advertiserId,
});

export const getPublisherEarnings = (client: ApiClient, filters: ReportFilters) =>
  client.get<PublisherDailyReport>('/earn/publisher/earnings', reportQuery(filters));
