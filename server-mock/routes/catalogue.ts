import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import type { Podcast } from '../state/models.ts';

/** Most results of one name search: enough for the dropdown, small enough to answer at once. */
export const MAX_SEARCH_RESULTS = 20;

const result = (p: Podcast) => ({ apple_id: p.apple_id, name: p.name, small_artwork: p.small_artwork });

/**
 * The Apple-podcast-like catalogue the add-podcasts search reads (every show of `store.podcasts`,
 * owned or not: the validate call is what tells a user a show belongs to someone else).
 */
export function catalogueRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/iTunes/search_by_id/:id', (req, res) => {
    const id = req.params.id.trim();
    if (!/^\d{1,15}$/.test(id)) throw badRequest('id', 'An Apple podcast id is digits only. Search by name instead.');
    res.json({ podcasts: ctx.store.podcasts.filter((p) => p.apple_id === Number(id)).map(result) });
  });

  // Case-insensitive substring match; names that start with the term come first, then by name.
  router.get('/iTunes/search_by_name/:name', (req, res) => {
    const term = req.params.name.trim().toLowerCase();
    if (!term) {
      res.json({ podcasts: [] });
      return;
    }
    const matches = ctx.store.podcasts
      .map((p) => ({ p, at: p.name.toLowerCase().indexOf(term) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.p.name.localeCompare(b.p.name))
      .slice(0, MAX_SEARCH_RESULTS);
    res.json({ podcasts: matches.map(({ p }) => result(p)) });
  });

  return router;
}
