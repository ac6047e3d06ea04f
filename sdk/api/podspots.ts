import type { ApiClient } from './client';
import { uploadWithProgress, type UploadOptions } from './upload';

/** A publisher's podspot: one advertiser campaign on one of their podcasts (spec 002 §3; OpenAPI `EarnPodspot`). Money in dollars. */
export type EarnPodspot = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_art_work: string;
  campaign_artwork: string;
  aasm_state: 'draft' | 'pending' | 'approved';
  status: 'active' | 'deactivating' | 'inactive' | null;
  podspot_rss_content_title: string;
  podspot_rss_content_description: string;
  podspot_audio_url: string | null;
  estimated_dls_per_ep: number;
  cpm: number;
  earnings_last_30_days: number;
  earnings_lifetime: number;
  advertiser_full_name: string;
  advertiser_podcast_id: number;
  advertiser_podcast_name: string;
  advertiser_podcast_art_work: string;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  publisher_podcast_art_work: string;
  apple_feed_integrated: boolean;
  podspot_uploaded: boolean;
  created_at: string;
  archived: boolean;
  /** Archived list only: whole dollars a month. */
  monthly_estimate?: number;
};

export type EarnPodspotList = {
  data: { podspots: EarnPodspot[] };
  archived_podspots: number;
  /** How many rows the list has after `podcastId` and `tab`, before `offset` and `limit` (absent from older servers). */
  total?: number;
};

/** Optional narrowing of the list (a dashboard's counts and first rows): absent fields leave it whole. */
export type PodspotQuery = {
  podcastId?: number | 'all';
  /** The campaigns page's tab rule (sdk/core/campaign-tabs). */
  tab?: 'all' | 'draft' | 'active' | 'inactive' | 'pending' | 'approved';
  offset?: number;
  /** At most this many rows; 0 answers only the counts. */
  limit?: number;
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
  });

export const getPodspot = (client: ApiClient, podspotId: number) => client.get<EarnPodspot>(`/earn/podspot/${podspotId}`);

/** Uploads the podspot's MP3 (multipart field `file`); answers the updated podspot. */
export const uploadPodspot = (client: ApiClient, podspotId: number, file: File, options: Omit<UploadOptions, 'field'> = {}) =>
  uploadWithProgress<EarnPodspot>(client, `/earn/podspot/${podspotId}/upload`, file, { ...options, field: 'file' });

export const getSmartFeed = (client: ApiClient, podcastId: number) => client.get<SmartFeed>(`/earn/podcast/${podcastId}/smart_feed`);

export const acceptSmartFeed = (client: ApiClient, podcastId: number) => client.post<SmartFeed>(`/earn/podcast/${podcastId}/smart_feed/accept`);

/** Path of the 'Smart feed instructions' PDF, for `downloadFile`. */
export const smartFeedInstructionPath = (podcastId: number) => `/earn/podcast/${podcastId}/smart_feed/download_instruction`;
