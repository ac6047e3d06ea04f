import type { Podcast } from './models.ts';
import type { Store } from './store.ts';

/** Most results of one name search: enough for the dropdown, small enough to answer at once. */
export const MAX_SEARCH_RESULTS = 20;

/**
 * The Apple-podcast-like catalogue the add-podcasts search reads: every show of `store.podcasts`, owned or not (the
 * validate call is what tells a user a show belongs to someone else).
 */
export const searchByAppleId = (store: Store, appleId: number): Podcast[] =>
  store.podcasts.filter((p) => p.apple_id === appleId);

/** Case-insensitive substring match of a trimmed term; names that start with it come first, then by name. */
export function searchByName(store: Store, term: string): Podcast[] {
  const wanted = term.toLowerCase();
  if (!wanted) return [];
  return store.podcasts
    .map((p) => ({ p, at: p.name.toLowerCase().indexOf(wanted) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.p.name.localeCompare(b.p.name))
    .slice(0, MAX_SEARCH_RESULTS)
    .map(({ p }) => p);
}
