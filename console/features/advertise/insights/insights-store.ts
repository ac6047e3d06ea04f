import { createStore } from 'zustand/vanilla';
import {
  getAdvertiseAdvertisers,
  getAdvertisePublishers,
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
import { DEFAULT_SPEND_SORT, REPORT_FAILED, type SpendSort } from '@sdk/stores/spend-store';
import {
  createInsightsLoader,
  OPTIONS_FAILED,
  type InsightsBase,
  type InsightsInitial,
  type Loadable,
} from '../../../lib/insights-loader';

export type { Loadable, Selection } from '../../../lib/insights-loader';

/** Spec §8: the stored texts of the insights load failures. */
export const DAILY_FAILED = 'Failed to fetch daily report';
export { REPORT_FAILED };
export const PODCASTS_FAILED = OPTIONS_FAILED.podcasts;
export const ADVERTISERS_FAILED = OPTIONS_FAILED.advertisers;

export type ChartTab = 'impressions' | 'spend';

export type InsightsState = InsightsBase<AdvertisePodcastOption, AdvertiseAdvertiserOption, ChartTab, SpendSort> & {
  spend: Loadable<AdvertiserDailySpend>;
  report: Loadable<AdvertiserReport>;
  /** Loads both reports for the current filters. */
  reload(): void;
};

const BOTH = ['spend', 'report'] as const;

/**
 * The advertiser insights' state, one store per visit of the page (leaving drops it: spec "state reset on leaving").
 * Spec §4: every filter change (date range, podcast, advertiser) refetches the daily spend and the report. The daily
 * spend is filtered by podcast and advertiser; the table report by advertiser only ("the table report itself always
 * uses all podcasts"), so the selected podcast is a bold row among the others.
 */
export function createInsightsStore(
  client: ApiClient,
  initial: InsightsInitial = {},
  today: () => Date = () => new Date(),
) {
  return createStore<InsightsState>()((set, get) => {
    const { state, load } = createInsightsLoader<InsightsState, (typeof BOTH)[number]>(set, get, {
      initial,
      today,
      tab: 'spend',
      sort: DEFAULT_SPEND_SORT,
      options: { podcasts: () => getAdvertisePublishers(client), advertisers: () => getAdvertiseAdvertisers(client) },
      reports: {
        spend: {
          fetch: ({ range, podcastId, advertiserId }) =>
            getAdvertiserSpend(client, { ...range, podcastId, advertiserId }),
          failure: DAILY_FAILED,
        },
        report: {
          fetch: ({ range, advertiserId }) => getAdvertiserReport(client, { ...range, advertiserId }),
          failure: REPORT_FAILED,
        },
      },
      refetch: { preset: BOTH, podcast: BOTH, advertiser: BOTH },
    });
    return { ...state, reload: () => load(BOTH) };
  });
}
export type InsightsStore = ReturnType<typeof createInsightsStore>;
