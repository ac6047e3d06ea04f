import type { CampaignSort } from '../core/advertiser-campaigns';
import type { CampaignFigures } from '../core/advertiser-campaigns-page';
import { optionParams, type OptionPage, type OptionQuery } from '../core/option-search';
import type { ApiClient } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * An advertiser's podspot on one publisher podcast (the Advertiser Podspot record of
 * docs/behaviour/advertise.md#data).
 */
export type AdvertiserPodspot = Schemas['AdvertiserPodspot'];

/** One page of the campaigns page (GET /advertise/podspots with `row_limit`). */
export type AdvertiserCampaignQuery = {
  /** One publisher podcast's campaigns, by name, each listing only its podspots there; 'all': every campaign. */
  podcast: string | 'all';
  sort: CampaignSort;
  /** Whole campaigns until at least this many podspots (PAGE_ROWS for a first page). */
  rowLimit: number;
  /** Campaigns already drawn, to skip (default 0). */
  offset?: number;
};

/** A page of campaigns: its podspots in drawing order, each card's whole-campaign figures, and the filtered counts. */
export type AdvertiserCampaignPage = {
  podspots: AdvertiserPodspot[];
  figures: CampaignFigures[];
  /** Podspots after the podcast filter. */
  total: number;
  /** Campaigns after the podcast filter (the page's badge). */
  campaigns: number;
};

type PageAnswer = Schemas['AdvertiserPodspotList'];

/** GET /advertise/podspots with `row_limit`: one page of the campaigns page, filtered, sorted and cut by the server. */
export const getAdvertiserCampaignPage = (client: ApiClient, query: AdvertiserCampaignQuery) =>
  client
    .get<PageAnswer>('/advertise/podspots', {
      row_limit: query.rowLimit,
      offset: query.offset || undefined,
      sort: query.sort,
      podcast_name: query.podcast === 'all' ? undefined : query.podcast,
    })
    .then((r): AdvertiserCampaignPage => ({
      podspots: r.data.data.podspots,
      figures: r.campaign_figures ?? [],
      total: r.total ?? r.data.data.podspots.length,
      campaigns: r.campaigns ?? new Set(r.data.data.podspots.map((p) => p.campaign_id)).size,
    }));

/** What the edit popup sends: the podspot's title (1 to 120 characters) and description (at most 1,000). */
export type AdvertiserPodspotEdit = Schemas['AdvertiserPodspotEdit'];

/** PUT /podspot/{id}: the advertiser edits a podspot's title and description; answers the updated record. */
export const updateAdvertiserPodspot = (client: ApiClient, id: number, edit: AdvertiserPodspotEdit) =>
  client.put<AdvertiserPodspot>(`/podspot/${encodeURIComponent(String(id))}`, edit);

/** A publisher podcast the advertiser's campaigns run on (insights podcast filter); artwork is a path on the API origin. */
export type AdvertisePodcastOption = { id: number; name: string; small_artwork: string };
/** One of the advertiser's own podcasts (insights advertiser filter); `id` is an advertiser podcast id. */
export type AdvertiseAdvertiserOption = { id: number; name: string };

export const getAdvertisePublishers = (client: ApiClient) =>
  client.get<{ publishers: AdvertisePodcastOption[] }>('/advertise/publishers').then((r) => r.publishers);

/** One page of the publisher podcasts that match `query.q` (docs/behaviour/earn.md#searchable-dropdown). */
export const findAdvertisePublishers = (
  client: ApiClient,
  query: OptionQuery,
): Promise<OptionPage<AdvertisePodcastOption>> =>
  client
    .get<{ publishers: AdvertisePodcastOption[]; total?: number }>('/advertise/publishers', optionParams(query))
    .then((r) => ({ items: r.publishers, total: r.total ?? r.publishers.length }));

/** One page of the advertiser's own podcasts that match `query.q`. */
export const findAdvertiseAdvertisers = (
  client: ApiClient,
  query: OptionQuery,
): Promise<OptionPage<AdvertiseAdvertiserOption>> =>
  client
    .get<{ advertisers: AdvertiseAdvertiserOption[]; total?: number }>('/advertise/advertisers', optionParams(query))
    .then((r) => ({ items: r.advertisers, total: r.total ?? r.advertisers.length }));
