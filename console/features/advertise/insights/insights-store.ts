import {
  findAdvertiseAdvertisers,
  findAdvertisePublishers,
  type AdvertiseAdvertiserOption,
  type AdvertisePodcastOption,
} from '@sdk/api/advertise';
import {
  getAdvertiserReport,
  getAdvertiserSpend,
  type AdvertiserDailySpend,
  type AdvertiserReport,
} from '@sdk/api/advertiser-reports';
import type { ApiClient } from '@sdk/api/client';
import { optionSource } from '@sdk/core/option-search';
import { DEFAULT_SPEND_SORT, type SpendSort } from '@sdk/stores/spend-store';
import {
  createInsightsStore,
  type InsightsInitial,
  type InsightsState,
  type InsightsStore,
} from '../../../lib/insights-store';

export type ChartTab = 'impressions' | 'spend';

/** The advertiser's insights: its filters' options, its reports, the chart's tabs and the table's sort. */
export type AdvertiseInsights = {
  podcast: AdvertisePodcastOption;
  advertiser: AdvertiseAdvertiserOption;
  daily: AdvertiserDailySpend;
  report: AdvertiserReport;
  tab: ChartTab;
  sort: SpendSort;
};
export type AdvertiseInsightsState = InsightsState<AdvertiseInsights>;
export type AdvertiseInsightsStore = InsightsStore<AdvertiseInsights>;

const BOTH = ['daily', 'report'] as const;

/**
 * The insights' state (docs/behaviour/advertise.md#insights-behaviour), one store per visit: leaving drops it.
 * Every filter change (date range, podcast, advertiser) refetches the daily spend and the report. The daily
 * spend is filtered by podcast and advertiser; the table report by advertiser only ("the table report itself always
 * uses all podcasts"), so the selected podcast is a bold row among the others. Either Retry loads both reports again.
 */
export function createAdvertiseInsightsStore(
  client: ApiClient,
  initial: InsightsInitial = {},
  today: () => Date = () => new Date(),
): AdvertiseInsightsStore {
  const podcasts = optionSource((query) => findAdvertisePublishers(client, query));
  const advertisers = optionSource((query) => findAdvertiseAdvertisers(client, query));
  return createInsightsStore<AdvertiseInsights>({
    initial,
    today,
    tab: 'spend',
    sort: DEFAULT_SPEND_SORT,
    options: {
      podcasts: podcasts.first,
      advertisers: advertisers.first,
      search: { podcasts: podcasts.search, advertisers: advertisers.search },
    },
    fetch: {
      daily: ({ range, podcastId, advertiserId }) => getAdvertiserSpend(client, { ...range, podcastId, advertiserId }),
      report: ({ range, advertiserId }) => getAdvertiserReport(client, { ...range, advertiserId }),
    },
    refetch: { preset: BOTH, podcast: BOTH, advertiser: BOTH },
    retry: { daily: BOTH, report: BOTH },
  });
}
