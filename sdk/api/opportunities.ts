import type { ApiClient } from './client';
import type { OpportunitySort } from '../core/opportunities';
import { PAGE_ROWS } from '../core/paging';
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
   * answer then carries `campaigns` (groups after the filters) and, on the first page, `facets` (the filter choices of
   * the whole list).
   */
  rowLimit?: number;
  /** With `rowLimit`: the campaign groups to skip (those already drawn: 'Show more'). Default 0. */
  offset?: number;
  /** With `rowLimit`: this podcast's opportunities are the whole list (facets and counts too): the widget's `podcastId`. */
  scopePodcastId?: number;
  /** With `rowLimit`: one campaign (by name), or every one. */
  advertiser?: string | 'all';
  /** With `rowLimit`: the groups' order (default `recent`). */
  sort?: OpportunitySort;
};

const unlessAll = <T>(value: T | 'all' | undefined) => (value === 'all' ? undefined : value);

/** The parameters of GET /earn/opportunities for the offered list. */
export const offeredQuery = (query: OpportunityQuery = {}) => ({
  rejected: false,
  podcast_id: unlessAll(query.podcastId),
  scope_podcast_id: query.scopePodcastId,
  campaign_limit: query.campaignLimit,
  row_limit: query.rowLimit,
  offset: query.offset,
  advertiser: unlessAll(query.advertiser),
  sort: query.sort,
});

/**
 * The inbox widget's first page (whole campaigns until `PAGE_ROWS` rows, most recent first), of one podcast when its
 * `podcastId` prop names one: the widget asks for it as it mounts.
 */
export const firstInboxQuery = (podcastId: unknown): OpportunityQuery => ({
  scopePodcastId: typeof podcastId === 'number' ? podcastId : undefined,
  sort: 'recent',
  rowLimit: PAGE_ROWS,
});

/**
 * `offeredQuery(firstInboxQuery(podcastId))` written out, for the loader, which starts that call while the widget's code
 * downloads: without `offeredQuery` it stays within its size budget (first-requests.test.ts holds the two together).
 */
export const firstInboxParams = (podcastId: unknown) => ({
  rejected: false,
  scope_podcast_id: typeof podcastId === 'number' ? podcastId : undefined,
  row_limit: PAGE_ROWS,
  sort: 'recent',
});

/** The offered opportunities, newest first, and the not-interested count. */
export const getOpportunities = (client: ApiClient, query: OpportunityQuery = {}) =>
  client.get<OpportunityList<Opportunity>>('/earn/opportunities', offeredQuery(query));

/** Narrowing and paging of the not-interested list (newest first): absent fields give the whole list. */
export type RejectedQuery = {
  /** One publisher podcast's items (`total` counts them; `rejected_opportunities` still counts every podcast). */
  podcastId?: number | 'all';
  /** Items to skip (those already drawn). Default 0. */
  offset?: number;
  /** At most this many items; the answer's `total` counts them all. */
  limit?: number;
};

/** The opportunities marked not interested. */
export const getRejectedOpportunities = (client: ApiClient, query: RejectedQuery = {}) =>
  client.get<OpportunityList<RejectedOpportunity>>('/earn/opportunities', {
    rejected: true,
    podcast_id: unlessAll(query.podcastId),
    limit: query.limit,
    offset: query.offset || undefined,
  });

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
