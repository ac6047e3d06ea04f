import type { ApiClient } from './client';

/** An advertiser campaign offered on one of the publisher's podcasts (spec 001 §3 Opportunity). Money in dollars. */
export type Opportunity = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  advertiser_podcast_id: number;
  advertiser_podcast_name: string;
  /** Artwork URL, often relative to the API's origin (`/api/artwork/…`). */
  advertiser_podcast_art_work: string;
  advertiser_podcast_description: string;
  /** The advertiser podcast's host. */
  advertiser_full_name: string;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  publisher_podcast_art_work: string;
  publisher_full_name: string;
  /** The campaign's budget. */
  advertiser_budget: number;
  estimated_dls_per_ep: number;
  /** Dollars per thousand downloads, paid to the publisher. */
  cpm: number;
  podspot_plus: boolean;
  status: 'offered' | 'not_interested';
  /** ISO date-time. */
  created_at: string;
};

/** An item of the not-interested list, which carries a few more figures. */
export type RejectedOpportunity = Opportunity & {
  /** round(estimated_dls_per_ep × cpm / 1000), whole dollars a month. */
  monthly_estimate: number;
  /** What the campaign has left to spend. */
  budget: number;
  /** The campaign's whole budget. */
  totalBudget: number;
  /** How many items of this list belong to the same campaign. */
  opportunitiesCount: number;
};

export type OpportunityList<T extends Opportunity> = {
  data: { opportunities: T[] };
  /** How many of the publisher's opportunities are marked not interested. */
  rejected_opportunities: number;
  /** How many the list has after `podcastId`, before `campaignLimit` (absent from older servers). */
  total?: number;
};

/** Optional narrowing of the offered list (a dashboard's first few groups): absent fields leave it whole. */
export type OpportunityQuery = {
  /** One publisher podcast, or every one. */
  podcastId?: number | 'all';
  /** Only the opportunities of the n campaigns with the newest ones (whole campaigns). */
  campaignLimit?: number;
};

/** The offered opportunities, newest first, and the not-interested count. */
export const getOpportunities = (client: ApiClient, query: OpportunityQuery = {}) =>
  client.get<OpportunityList<Opportunity>>('/earn/opportunities', {
    rejected: false,
    podcast_id: query.podcastId === undefined || query.podcastId === 'all' ? undefined : query.podcastId,
    campaign_limit: query.campaignLimit,
  });

/** The opportunities marked not interested. */
export const getRejectedOpportunities = (client: ApiClient) =>
  client.get<OpportunityList<RejectedOpportunity>>('/earn/opportunities', { rejected: true });

/** Accepts: the server creates the opportunity's draft podspot (answered, not read here). */
export const acceptOpportunity = (client: ApiClient, id: number) => client.post<unknown>(`/earn/opportunity/${id}/accept`);

/** `rejected: true` marks it not interested; `false` undoes that. */
export const rejectOpportunity = (client: ApiClient, id: number, rejected: boolean) =>
  client.post<Opportunity>(`/earn/opportunity/${id}/reject`, { rejected });

/** The file name the spec gives the campaign's content instructions. */
export const CAMPAIGN_INSTRUCTION_FILE = 'podspot-campaign-instruction.pdf';

/** Path of the campaign's content-instructions PDF (add `podspot_id` as a query to name the podcast it runs on). */
export const campaignInstructionPath = (campaignId: number) => `/earn/campaign/${campaignId}/download_instruction`;
