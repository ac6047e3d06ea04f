import type { DateRange } from '../core/date-presets';
import { optionParams, type OptionPage, type OptionQuery } from '../core/option-search';
import type { PublisherReportItem } from '../core/publisher-report';
import type { ApiClient } from './client';

/** GET /earn/publisher/report: one row per podcast of the publisher; `podcast_totals`' last entry is the totals. */
export type PublisherReport = {
  podcast_data: PublisherReportItem[];
  podcast_totals: { earnings: number; downloads: number }[];
};

/** One of the publisher's own podcasts (GET /earn/publishers); `small_artwork` is a path on the API's origin. */
export type EarnPodcastOption = { id: number; name: string; small_artwork: string };
/** An advertiser (its advertiser podcast) of the campaigns on the publisher's podcasts (GET /earn/advertisers). */
export type EarnAdvertiserOption = { id: number; name: string };

/** The insights filters; `all` leaves the filter out of the query (the client drops `all` values). */
export type PublisherReportFilters = DateRange & { podcastId: number | 'all'; advertiserId: number | 'all' };

const query = ({ start, end, podcastId, advertiserId }: PublisherReportFilters) => ({
  start_date: start,
  end_date: end,
  podcast_id: podcastId,
  advertiser_id: advertiserId,
});

/**
 * The table report. It always covers all podcasts, so only the range and the advertiser are sent
 * (docs/behaviour/earn.md#calls).
 */
export const getPublisherReport = (client: ApiClient, filters: DateRange & { advertiserId: number | 'all' }) =>
  client.get<PublisherReport>('/earn/publisher/report', query({ ...filters, podcastId: 'all' }));

/** One page of the advertiser options that match `query.q` (docs/behaviour/earn.md#searchable-dropdown). */
export const findEarnAdvertisers = (client: ApiClient, query: OptionQuery): Promise<OptionPage<EarnAdvertiserOption>> =>
  client
    .get<{ advertisers: EarnAdvertiserOption[]; total?: number }>('/earn/advertisers', optionParams(query))
    .then((r) => ({ items: r.advertisers, total: r.total ?? r.advertisers.length }));

/** One page of the publisher's podcasts that match `query.q` (the top bar's selector and the podcast filters). */
export const findEarnPublishers = (client: ApiClient, query: OptionQuery): Promise<OptionPage<EarnPodcastOption>> =>
  client
    .get<{ publishers: EarnPodcastOption[]; total?: number }>('/earn/publishers', optionParams(query))
    .then((r) => ({ items: r.publishers, total: r.total ?? r.publishers.length }));

/**
 * What 'Export all' downloads: the CSV call and the documented file name. Unlike the table report it sends every
 * filter in force: the range, and the podcast and the advertiser unless `all` (docs/behaviour/earn.md#podcasts-table).
 */
export const publisherReportCsv = (filters: PublisherReportFilters) => ({
  url: '/earn/publisher/report/download',
  params: query(filters),
  fileName: `publisher_earnings_report_${filters.start}_${filters.end}.csv`,
});
