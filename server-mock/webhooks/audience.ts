import type { Store } from '../state/store.ts';

/**
 * Who may hear an event (server-mock/README.md#webhooks-per-partner): the platform that manages the publisher it is
 * about (created the account, or had it connected), and no other. A publisher no platform manages is one any platform
 * may embed by email, so its events reach every platform's endpoints. `null`: no platform manages the publisher.
 */
export const reaches = (endpointPartnerId: string, eventPartnerId: string | null): boolean =>
  eventPartnerId === null || eventPartnerId === endpointPartnerId;

/** The platform managing the user with this id (its key's fingerprint), or null. */
export const partnerOfUser = (store: Store, userId: number | null | undefined): string | null =>
  store.users.find((u) => u.id === userId)?.partner?.partner_id ?? null;

/** The platform managing the owner of a podcast, or null. */
export const partnerOfPodcast = (store: Store, podcastId: number): string | null =>
  partnerOfUser(store, store.podcasts.find((p) => p.id === podcastId)?.owner_id);
