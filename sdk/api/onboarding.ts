import type { OnboardingState, PodcastAdder, PodcastResult } from '../core/onboarding';
import type { ApiClient } from './client';
import type { components, operations } from './schema';

type Schemas = components['schemas'];
type Json<K extends keyof operations> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer T } } };
}
  ? T
  : never;

/** The answer of GET /onboarding and of every call that moves the onboarding on. */
export type OnboardingView = Schemas['Onboarding'];
/**
 * One offer of the offer-selection screen (docs/behaviour/onboarding.md#data); `id` is the campaign's, `cpm` in
 * dollars.
 */
export type OnboardingOffer = Schemas['OnboardingOffer'];
export type OnboardingExample = Json<'getOnboardingExample'>;
/** `script` is HTML from the advertiser: render it only through sdk/ui/safe-html. */
export type OnboardingCampaign = Json<'getOnboardingCampaign'>;
export type OnboardingSmartFeed = Schemas['SmartFeed'];
/** Only the podcasts that cannot be added, each with its reason; `name` is null for an unknown id. */
export type PodcastValidation = Schemas['PodcastValidation'];

// The core's list of states and the contract's must not drift apart (either direction fails to compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _StatesMatch = Assert<Same<OnboardingState, Schemas['OnboardingState']>>;
// Answers read from operations resolve to real types (a renamed operation would leave `never`, which compiles silently).
type NotNever<T> = [T] extends [never] ? false : true;
type _Resolved = [Assert<NotNever<OnboardingExample>>, Assert<NotNever<OnboardingCampaign>>];

/** The campaign's content instructions (a PDF): fetch with sdk/ui/download's `downloadFile`, saved under `fileName`. */
export const ONBOARDING_INSTRUCTION = {
  url: '/onboarding/podspot/campaign/download_instruction',
  fileName: 'podspot-campaign-instruction.pdf',
} as const;

export const getOnboarding = (client: ApiClient) => client.get<OnboardingView>('/onboarding');
/** The generic next step: example → upload, analyst access → congratulations, "Done" → completed. */
export const advanceOnboarding = (client: ApiClient) => client.post<OnboardingView>('/onboarding');

export const getOnboardingCpm = (client: ApiClient) =>
  client.get<{ cpm: number }>('/onboarding/get_started').then((r) => r.cpm);
export const getEpisodeDownloads = (client: ApiClient) =>
  client.get<{ estimated_dls_per_ep: number }>('/onboarding/episode_downloads').then((r) => r.estimated_dls_per_ep);
export const saveEpisodeDownloads = (client: ApiClient, estimatedDlsPerEp: number) =>
  client.post<OnboardingView>('/onboarding/episode_downloads', { estimated_dls_per_ep: estimatedDlsPerEp });

export const getOnboardingOffers = (client: ApiClient) =>
  client.get<{ offers: OnboardingOffer[] }>('/onboarding/podspots').then((r) => r.offers);
export const acceptOnboardingOffer = (client: ApiClient, offerId: number, estimatedDlsPerEp: number) =>
  client.post<OnboardingView>(`/onboarding/podspot/${offerId}`, { estimated_dls_per_ep: estimatedDlsPerEp });

export const getOnboardingExample = (client: ApiClient) => client.get<OnboardingExample>('/onboarding/podspot/example');
export const getOnboardingCampaign = (client: ApiClient) =>
  client.get<OnboardingCampaign>('/onboarding/podspot/campaign');

export function uploadOnboardingPodspot(client: ApiClient, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.upload<OnboardingView>('/onboarding/podspot/upload', form);
}

export const getOnboardingSmartFeed = (client: ApiClient) =>
  client.get<OnboardingSmartFeed>('/onboarding/podspot/smart_feed');
export const acceptOnboardingSmartFeed = (client: ApiClient) =>
  client.post<OnboardingView>('/onboarding/podspot/smart_feed/accept');

/** `signal` cancels a search a newer one replaced. */
export const searchPodcastsById = (client: ApiClient, id: string, signal?: AbortSignal) =>
  client
    .get<{ podcasts: PodcastResult[] }>(`/iTunes/search_by_id/${encodeURIComponent(id)}`, undefined, { signal })
    .then((r) => r.podcasts);
export const searchPodcastsByName = (client: ApiClient, name: string, signal?: AbortSignal) =>
  client
    .get<{ podcasts: PodcastResult[] }>(`/iTunes/search_by_name/${encodeURIComponent(name)}`, undefined, { signal })
    .then((r) => r.podcasts);

/** `appleIds` comma-joined ("1,2,3"). */
export const validatePodcasts = (client: ApiClient, adder: PodcastAdder, appleIds: string) =>
  client.post<PodcastValidation>(`/${adder}/podcast/validate`, { apple_ids: appleIds });
export const addOnboardingPodcasts = (client: ApiClient, adder: PodcastAdder, appleIds: string) =>
  client.post<OnboardingView>(`/onboarding/${adder}/add_new_podcast`, { apple_ids: appleIds });
