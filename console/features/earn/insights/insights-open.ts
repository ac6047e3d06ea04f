import type { ApiClient } from '@sdk/api/client';
import { findEarnPublishers, type EarnPodcastOption } from '@sdk/api/publisher-reports';
import { withChosen, type OptionPage } from '@sdk/core/option-search';
import { parseIdParam } from '../../../lib/insights-query';
import { podcastFilter, searchPodcasts } from '../../../lib/podcast-filter';
import { routeClient } from '../../../lib/route-start';
import { createEarnInsightsStore, type EarnInsightsStore } from './insights-store';

/**
 * The podcast filter's options are the top bar's list (the same GET /earn/publishers): one request for both, and none
 * when the top bar has it already. A failed load rejects, so the page shows its own 'Failed to fetch podcasts'. The
 * chosen podcast past a long list's first page, and searches, are asked for on their own.
 */
const topBarPodcasts = (client: ApiClient) => ({
  async first(chosen: number | 'all'): Promise<OptionPage<EarnPodcastOption>> {
    await podcastFilter.getState().load();
    const { podcasts, total, error } = podcastFilter.getState();
    if (!podcasts) throw error ?? new Error('no podcasts');
    return withChosen({ items: podcasts, total }, chosen, (ids) => findEarnPublishers(client, { ids }));
  },
  search: searchPodcasts,
});

/**
 * The store of one visit of /earn/insights, from its address (podcast_id, advertiser_id); not started. On
 * `routeClient` it takes the answers of the calls started when the route matched (insights-calls.ts).
 */
export function openEarnInsights(search: string, client: ApiClient = routeClient): EarnInsightsStore {
  const query = new URLSearchParams(search);
  // Without podcast_id in the address, the podcast chosen in the top bar applies.
  const podcastId = query.has('podcast_id') ? parseIdParam(query.get('podcast_id')) : podcastFilter.getState().selected;
  return createEarnInsightsStore(
    client,
    { podcastId, advertiserId: parseIdParam(query.get('advertiser_id')) },
    undefined,
    { podcasts: topBarPodcasts(client) },
  );
}
