import type { ApiClient } from '@sdk/api/client';
import { parseIdParam } from '../../../lib/insights-query';
import { routeClient } from '../../../lib/route-start';
import { createAdvertiseInsightsStore, type AdvertiseInsightsStore } from './insights-store';

/**
 * The store of one visit of /advertise/insights, from its address (advertiser_id, podcast_id); not started. On
 * `routeClient` it takes the answers of the calls started when the route matched (insights-calls.ts).
 */
export function openAdvertiseInsights(search: string, client: ApiClient = routeClient): AdvertiseInsightsStore {
  const query = new URLSearchParams(search);
  return createAdvertiseInsightsStore(client, {
    advertiserId: parseIdParam(query.get('advertiser_id')),
    podcastId: parseIdParam(query.get('podcast_id')),
  });
}
