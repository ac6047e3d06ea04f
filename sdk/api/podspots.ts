import type { CampaignSort } from '../core/publisher-campaigns';
import type { ApiClient } from './client';
import type { components } from './schema';
import { uploadWithProgress, type UploadOptions } from './upload';

type Schemas = components['schemas'];

/**
 * A publisher's podspot: one advertiser campaign on one of their podcasts (docs/behaviour/earn.md#data). Money in
 * dollars.
 */
export type EarnPodspot = Schemas['EarnPodspot'];
/**
 * `total`: rows after `podcastId` and `tab`, before the paging (absent from older servers); with `rowLimit` also
 * `campaigns` (groups after the filters) and `counts` (each tab's rows for the podcast).
 */
export type EarnPodspotList = Schemas['EarnPodspotList'];

/** Optional narrowing of the list (a dashboard's counts and first rows): absent fields leave it whole. */
export type PodspotQuery = {
  podcastId?: number | 'all';
  /** The campaigns page's tab rule (sdk/core/campaign-tabs). */
  tab?: 'all' | 'draft' | 'active' | 'inactive' | 'pending' | 'approved';
  /** Rows to skip; with `rowLimit`, campaign groups to skip (the groups already drawn). */
  offset?: number;
  /** At most this many rows; 0 answers only the counts. Not with `rowLimit`. */
  limit?: number;
  /** The campaigns page: whole campaign groups, in `sort` order, until at least this many rows. */
  rowLimit?: number;
  /** The campaign groups' order with `rowLimit` (sdk/core/publisher-campaigns; default most relevant). */
  sort?: CampaignSort;
};

/** A publisher podcast's smart feed (OpenAPI `EarnSmartFeed`). */
export type SmartFeed = {
  smart_feed: string;
  feed_integrated: boolean;
  /** After accept: the uploaded drafts that went pending. */
  pending_podspot_ids?: number[];
};

export const SMART_FEED_INSTRUCTION_FILE = 'smart-feed-instruction.pdf';

export const getPodspots = (client: ApiClient, archived = false, query: PodspotQuery = {}) =>
  client.get<EarnPodspotList>('/earn/podspots', {
    archived: archived ? 'true' : undefined,
    podcast_id: query.podcastId === undefined || query.podcastId === 'all' ? undefined : query.podcastId,
    tab: query.tab,
    offset: query.offset,
    limit: query.limit,
    row_limit: query.rowLimit,
    sort: query.sort,
  });

export const getPodspot = (client: ApiClient, podspotId: number) =>
  client.get<EarnPodspot>(`/earn/podspot/${podspotId}`);

/** Uploads the podspot's MP3 (multipart field `file`); answers the updated podspot. */
export const uploadPodspot = (
  client: ApiClient,
  podspotId: number,
  file: File,
  options: Omit<UploadOptions, 'field'> = {},
) => uploadWithProgress<EarnPodspot>(client, `/earn/podspot/${podspotId}/upload`, file, { ...options, field: 'file' });

export const getSmartFeed = (client: ApiClient, podcastId: number) =>
  client.get<SmartFeed>(`/earn/podcast/${podcastId}/smart_feed`);

export const acceptSmartFeed = (client: ApiClient, podcastId: number) =>
  client.post<SmartFeed>(`/earn/podcast/${podcastId}/smart_feed/accept`);

/** Path of the 'Smart feed instructions' PDF, for `downloadFile`. */
export const smartFeedInstructionPath = (podcastId: number) =>
  `/earn/podcast/${podcastId}/smart_feed/download_instruction`;
