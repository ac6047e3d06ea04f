import { parseIdParam } from '@sdk/core/insights-query';
import { api } from '../../lib/api';
import { createAdvertiseInsightsStore, type AdvertiseInsightsStore } from './insights/insights-store';

/** The chart's code, warmed once the figures are requested (the chart draws them as soon as they arrive). */
export { preloadLineChart } from '@sdk/ui/line-chart';

/** The store of one visit of /advertise/insights, from its address (advertiser_id, podcast_id); not started. */
export function openAdvertiseInsights(search: string): AdvertiseInsightsStore {
  const query = new URLSearchParams(search);
  return createAdvertiseInsightsStore(api, {
    advertiserId: parseIdParam(query.get('advertiser_id')),
    podcastId: parseIdParam(query.get('podcast_id')),
  });
}
