import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { searchByAppleId, searchByName } from '../state/catalogue.ts';
import type { Podcast } from '../state/models.ts';

const result = (p: Podcast) => ({ apple_id: p.apple_id, name: p.name, small_artwork: p.small_artwork });

/** The add-podcasts search of the onboarding: by Apple id and by name. */
export function catalogueRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/iTunes/search_by_id/:id', (req, res) => {
    const id = req.params.id.trim();
    if (!/^\d{1,15}$/.test(id)) throw badRequest('id', 'An Apple podcast id is digits only. Search by name instead.');
    res.json({ podcasts: searchByAppleId(ctx.store, Number(id)).map(result) });
  });

  router.get('/iTunes/search_by_name/:name', (req, res) => {
    res.json({ podcasts: searchByName(ctx.store, req.params.name.trim()).map(result) });
  });

  return router;
}
