import type { ApiClient } from './client';
import type { OpportunitySort } from '../core/opportunities';
import type { components } from './schema';

type Schemas = components['schemas'];
type RejectedFields = 'monthly_estimate' | 'budget' | 'totalBudget' | 'opportunitiesCount';

/**
 * An advertiser campaign offered on one of the publisher's podcasts (docs/behaviour/earn.md#data). Money in dollars.
 */
export type Opportunity = Omit<Schemas['EarnOpportunity'], RejectedFields>;
/** An item of the not-interested list, which always carries a few more figures. */
export type RejectedOpportunity = Opportunity & Required<Pick<Schemas['EarnOpportunity'], RejectedFields>>;

/** `total`: items after `podcastId` (and `advertiser`), before `campaignLimit`/`rowLimit` (absent from older servers). */
export type OpportunityList<T extends Opportunity> = Omit<Schemas['EarnOpportunityList'], 'data'> & {
  data: { opportunities: T[] };
};

/** Optional narrowing of the offered list (a dashboard's first few groups): absent fields leave it whole. */
export type OpportunityQuery = {
  /** One publisher podcast, or every one. */
  podcastId?: number | 'all';
  /** Only the opportunities of the n campaigns with the newest ones (whole campaigns). */
  campaignLimit?: number;
  /**
   * One page, filtered and sorted by the server: whole campaign groups until at least this many opportunities. The
   * answer then carries `campaigns` (groups after the filters) and `facets` (the filter choices of the whole list).
   */
  rowLimit?: number;
  /** With `rowLimit`: one campaign (by name), or every one. */
  advertiser?: string | 'all';
  /** With `rowLimit`: the groups' order (default `recent`). */
  sort?: OpportunitySort;
};

/** The parameters of GET /earn/opportunities for the offered list. */
export const offeredQuery = (query: OpportunityQuery = {}) => ({
  rejected: false,
  podcast_id: query.podcastId === undefined || query.podcastId === 'all' ? undefined : query.podcastId,
  campaign_limit: query.campaignLimit,
  row_limit: query.rowLimit,
  advertiser: query.advertiser === undefined || query.advertiser === 'all' ? undefined : query.advertiser,
  sort: query.sort,
});

/** The offered opportunities, newest first, and the not-interested count. */
export const getOpportunities = (client: ApiClient, query: OpportunityQuery = {}) =>
  client.get<OpportunityList<Opportunity>>('/earn/opportunities', offeredQuery(query));

/** The opportunities marked not interested. */
export const getRejectedOpportunities = (client: ApiClient) =>
  client.get<OpportunityList<RejectedOpportunity>>('/earn/opportunities', { rejected: true });

/** Accepts: the server creates the opportunity's draft podspot (answered, not read here). */
export const acceptOpportunity = (client: ApiClient, id: number) =>
  client.post<unknown>(`/earn/opportunity/${id}/accept`);

/** `rejected: true` marks it not interested; `false` undoes that. */
export const rejectOpportunity = (client: ApiClient, id: number, rejected: boolean) =>
  client.post<Opportunity>(`/earn/opportunity/${id}/reject`, { rejected });

/**
 * The documented file name of the campaign's content instructions (docs/behaviour/earn.md#opportunity-review-modal).
 */
export const CAMPAIGN_INSTRUCTION_FILE = 'podspot-campaign-instruction.pdf';

/** Path of the campaign's content-instructions PDF. */
export const campaignInstructionPath = (campaignId: number) => `/earn/campaign/${campaignId}/download_instruction`;

/** Its query: the podspot it is for (an opportunity's id: the podspot it becomes), to name the podcast it runs on. */
export const campaignInstructionQuery = (podspotId: number) => ({ podspot_id: podspotId });
