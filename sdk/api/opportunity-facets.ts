import type { ApiClient } from './client';
import { OPTIONS_PAGE, optionParams } from '../core/option-search';
import type { paths } from './schema';

type Answer<P extends '/earn/opportunities/advertisers' | '/earn/opportunities/podcasts'> =
  paths[P]['get']['responses'][200]['content']['application/json'];

/**
 * What the inbox's filters search on the server (docs/behaviour/earn.md#searchable-dropdown): the text, and the
 * podcast whose opportunities are the whole list (the widget's `podcastId`).
 */
export type FacetQuery = { q: string; scopePodcastId?: number };

const params = ({ q, scopePodcastId }: FacetQuery) => ({
  ...optionParams({ q, limit: OPTIONS_PAGE }),
  scope_podcast_id: scopePodcastId,
});

/** The first `OPTIONS_PAGE` offered campaign names that match `q` (the advertiser filter), and how many match. */
export const searchOpportunityAdvertisers = (client: ApiClient, query: FacetQuery) =>
  client.get<Answer<'/earn/opportunities/advertisers'>>('/earn/opportunities/advertisers', params(query));

/** The first `OPTIONS_PAGE` publisher podcasts with offers that match `q` (the podcast filter), and how many match. */
export const searchOpportunityPodcasts = (client: ApiClient, query: FacetQuery) =>
  client.get<Answer<'/earn/opportunities/podcasts'>>('/earn/opportunities/podcasts', params(query));
