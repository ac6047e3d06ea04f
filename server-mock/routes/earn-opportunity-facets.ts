import { Router, type Request } from 'express';
import { OPTIONS_PAGE } from '@sdk/core/option-search.ts';
import { facetSearch } from '@sdk/core/opportunity-facet-page.ts';
import type { AppContext } from '../context.ts';
import { optionQuery } from '../http/option-page.ts';
import { optionalId } from '../http/query.ts';
import { requireRole } from '../http/session.ts';
import { inboxFacets } from '../state/opportunities-page.ts';

/**
 * The inbox's filter choices searched on the server (docs/behaviour/earn.md#searchable-dropdown): the campaign names
 * and the publisher podcasts of the offered list (of one podcast with `scope_podcast_id`), `q` matched as every
 * dropdown matches, at most `limit` (default OPTIONS_PAGE), with `total`. The first page of each comes with the
 * list's first page (its `facets`).
 */
export function earnOpportunityFacetsRoutes(ctx: AppContext): Router {
  const router = Router();

  const facetsOf = (req: Request, userId: number) => {
    const query = optionQuery(req) ?? { q: '' };
    const facets = inboxFacets(ctx.store, userId, ctx.lists, optionalId(req, 'scope_podcast_id'));
    return { query, facets, limit: query.limit ?? OPTIONS_PAGE };
  };

  router.get('/earn/opportunities/advertisers', (req, res) => {
    const { query, facets, limit } = facetsOf(req, requireRole(res, 'publisher').id);
    const { items, total } = facetSearch(facets.advertisers, query.q, limit, (name) => name);
    res.json({ advertisers: items, total });
  });

  router.get('/earn/opportunities/podcasts', (req, res) => {
    const { query, facets, limit } = facetsOf(req, requireRole(res, 'publisher').id);
    const ids = query.ids;
    const chosen = ids ? facets.podcasts.filter((p) => ids.has(p.id)) : facets.podcasts;
    const { items, total } = facetSearch(chosen, query.q, limit, (p) => p.name);
    res.json({ podcasts: items, total });
  });

  return router;
}
