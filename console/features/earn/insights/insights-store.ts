import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@sdk/api/client';
import {
  getEarnAdvertisers,
  getEarnPublishers,
  getPublisherReport,
  type EarnAdvertiserOption,
  type EarnPodcastOption,
  type PublisherReport,
} from '@sdk/api/publisher-reports';
import { getPublisherEarnings, type PublisherDailyReport } from '@sdk/api/reports';
import { DEFAULT_REPORT_SORT, type ReportSort } from '@sdk/core/publisher-report';
import {
  createInsightsLoader,
  OPTIONS_FAILED,
  type InsightsBase,
  type InsightsInitial,
  type Loadable,
} from '../../../lib/insights-loader';

export type { Loadable, Selection } from '../../../lib/insights-loader';

/** Spec §8: what each failed load stores (and this page shows, with a Retry). */
export const INSIGHTS_ERRORS = {
  daily: 'Failed to fetch daily report',
  report: 'Failed to fetch report',
  ...OPTIONS_FAILED,
} as const;

export type ChartTab = 'earnings' | 'downloads';

export type EarnInsightsState = InsightsBase<EarnPodcastOption, EarnAdvertiserOption, ChartTab, ReportSort> & {
  daily: Loadable<PublisherDailyReport>;
  report: Loadable<PublisherReport>;
  reloadDaily(): void;
  reloadReport(): void;
};

/** Where the filter options come from, when not straight from the API (the console shares the top bar's podcasts). */
export type EarnInsightsSources = { podcasts?: () => Promise<EarnPodcastOption[]> };

/**
 * The publisher insights' state: one store per visit (leaving drops it, spec §4). Refetch rules of spec §4: the date
 * range refetches the daily report and the report; the podcast only the daily report (the report always covers every
 * podcast); the advertiser both.
 */
export function createEarnInsightsStore(
  client: ApiClient,
  initial: InsightsInitial = {},
  today: () => Date = () => new Date(),
  sources: EarnInsightsSources = {},
) {
  return createStore<EarnInsightsState>()((set, get) => {
    const { state, load } = createInsightsLoader<EarnInsightsState, 'daily' | 'report'>(set, get, {
      initial,
      today,
      tab: 'earnings',
      sort: DEFAULT_REPORT_SORT,
      options: {
        podcasts: sources.podcasts ?? (() => getEarnPublishers(client)),
        advertisers: () => getEarnAdvertisers(client),
      },
      reports: {
        daily: {
          fetch: ({ range, podcastId, advertiserId }) =>
            getPublisherEarnings(client, { ...range, podcastId, advertiserId }),
          failure: INSIGHTS_ERRORS.daily,
        },
        report: {
          fetch: ({ range, advertiserId }) => getPublisherReport(client, { ...range, advertiserId }),
          failure: INSIGHTS_ERRORS.report,
        },
      },
      refetch: { preset: ['daily', 'report'], podcast: ['daily'], advertiser: ['daily', 'report'] },
    });
    return { ...state, reloadDaily: () => load(['daily']), reloadReport: () => load(['report']) };
  });
}
export type EarnInsightsStore = ReturnType<typeof createEarnInsightsStore>;
