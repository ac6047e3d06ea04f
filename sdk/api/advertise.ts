import { optionParams, type OptionPage, type OptionQuery } from '../core/option-search';
import type { ApiClient } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * An advertiser's podspot on one publisher podcast (the Advertiser Podspot record of
 * docs/behaviour/advertise.md#data).
 */
export type AdvertiserPodspot = Schemas['AdvertiserPodspot'];

export const getAdvertiserPodspots = (client: ApiClient) =>
  client
    .get<{ data: { data: { podspots: AdvertiserPodspot[] } } }>('/advertise/podspots')
    .then((r) => r.data.data.podspots);

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

export const getAdvertiseAdvertisers = (client: ApiClient) =>
  client.get<{ advertisers: AdvertiseAdvertiserOption[] }>('/advertise/advertisers').then((r) => r.advertisers);

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
