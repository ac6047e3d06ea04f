import type { ApiClient } from '@sdk/api/client';
import {
  findEarnAdvertisers,
  findEarnPublishers,
  getPublisherReport,
  type EarnAdvertiserOption,
  type EarnPodcastOption,
  type PublisherReport,
} from '@sdk/api/publisher-reports';
import { getPublisherEarnings, type PublisherDailyReport } from '@sdk/api/reports';
import { optionSource, type OptionPage } from '@sdk/core/option-search';
import { DEFAULT_REPORT_SORT, type ReportSort } from '@sdk/core/publisher-report';
import {
  createInsightsStore,
  type InsightsInitial,
  type InsightsState,
  type InsightsStore,
} from '../../../lib/insights-store';

export type ChartTab = 'earnings' | 'downloads';

/** The publisher's insights: its filters' options, its reports, the chart's tabs and the table's sort. */
export type EarnInsights = {
  podcast: EarnPodcastOption;
  advertiser: EarnAdvertiserOption;
  daily: PublisherDailyReport;
  report: PublisherReport;
  tab: ChartTab;
  sort: ReportSort;
};
export type EarnInsightsState = InsightsState<EarnInsights>;
export type EarnInsightsStore = InsightsStore<EarnInsights>;

/** Where the filter options come from, when not straight from the API (the console shares the top bar's podcasts). */
export type EarnInsightsSources = {
  /** The first page of podcasts, with the chosen one (the top bar's list), and their search. */
  podcasts?: {
    first(chosen: number | 'all'): Promise<OptionPage<EarnPodcastOption>>;
    search(query: string): Promise<OptionPage<EarnPodcastOption>>;
  };
};

/**
 * The publisher insights' state (docs/behaviour/earn.md#insights-behaviour): one store per visit (leaving drops it).
 * Refetch rules: the date range refetches the daily report and the report; the podcast only the daily report (the
 * report always covers every podcast); the advertiser both.
 */
export function createEarnInsightsStore(
  client: ApiClient,
  initial: InsightsInitial = {},
  today: () => Date = () => new Date(),
  sources: EarnInsightsSources = {},
): EarnInsightsStore {
  const podcasts = sources.podcasts ?? optionSource((query) => findEarnPublishers(client, query));
  const advertisers = optionSource((query) => findEarnAdvertisers(client, query));
  return createInsightsStore<EarnInsights>({
    initial,
    today,
    tab: 'earnings',
    sort: DEFAULT_REPORT_SORT,
    options: {
      podcasts: podcasts.first,
      advertisers: advertisers.first,
      search: { podcasts: podcasts.search, advertisers: advertisers.search },
    },
    fetch: {
      daily: ({ range, podcastId, advertiserId }) =>
        getPublisherEarnings(client, { ...range, podcastId, advertiserId }),
      report: ({ range, advertiserId }) => getPublisherReport(client, { ...range, advertiserId }),
    },
    refetch: { preset: ['daily', 'report'], podcast: ['daily'], advertiser: ['daily', 'report'] },
    retry: { daily: ['daily'], report: ['report'] },
  });
}
