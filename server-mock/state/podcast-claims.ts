import type { Podcast, User } from './models.ts';
import type { Store } from './store.ts';

/** Most podcasts one add-podcasts call may carry; a network adds many, but not the whole catalogue at once. */
export const MAX_APPLE_IDS = 100;

export const CLAIM_ERRORS = {
  unknown: 'This podcast was not found in Apple Podcasts. Check the id or search by name instead.',
  taken: 'This podcast already belongs to another Podspot account. Contact support if it is yours.',
} as const;

export type ClaimCheck = { apple_id: number; name: string | null; error: string | null };

/**
 * `apple_ids` as the console sends it ("1,2,3"; a list is read too); duplicates dropped, order kept.
 * Returns an error sentence instead when the value is not a list of digit ids.
 */
export function parseAppleIds(value: unknown): number[] | string {
  const parts = (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [])
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return 'Please select a podcast to continue.';
  if (!parts.every((p) => /^\d{1,15}$/.test(p)))
    return 'Apple podcast ids are digits, separated by commas (for example 1500000000,1500007919).';
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_APPLE_IDS) return `Add at most ${MAX_APPLE_IDS} podcasts at a time.`;
  return ids;
}

/** One check per id: unknown to the catalogue, owned by someone else, or fine (already the user's own is fine). */
export function checkClaims(store: Store, user: User, ids: number[]): ClaimCheck[] {
  const byAppleId = new Map(store.podcasts.map((p) => [p.apple_id, p]));
  return ids.map((apple_id) => {
    const podcast = byAppleId.get(apple_id);
    if (!podcast) return { apple_id, name: null, error: CLAIM_ERRORS.unknown };
    if (podcast.owner_id !== null && podcast.owner_id !== user.id)
      return { apple_id, name: podcast.name, error: CLAIM_ERRORS.taken };
    return { apple_id, name: podcast.name, error: null };
  });
}

/** Gives the podcasts to the user; the caller has checked that every id passes `checkClaims`. */
export function claimPodcasts(store: Store, user: User, ids: number[]): Podcast[] {
  const wanted = new Set(ids);
  const podcasts = store.podcasts.filter((p) => wanted.has(p.apple_id));
  for (const podcast of podcasts) podcast.owner_id = user.id;
  return podcasts;
}
