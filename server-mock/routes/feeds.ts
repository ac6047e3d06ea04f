import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { smartFeedXml } from '../files/smart-feed-xml.ts';
import { publicBase } from '../http/public-url.ts';
import { feedItems, podcastByFeedToken } from '../state/smart-feed.ts';

export const NO_FEED = 'No smart feed at this address. Copy the smart feed URL again from Podspot.';

/** `GET /feeds/<smart_feed_token>.xml` at the origin root (the URL smartFeedUrl() hands out), outside /api. */
export function feedRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const token = /^([A-Za-z0-9_-]+)\.xml$/.exec(req.params.file)?.[1];
    const podcast = token ? podcastByFeedToken(ctx.store, token) : undefined;
    if (!podcast) {
      res.status(404).type('text/plain').send(NO_FEED);
      return;
    }
    res
      .type('application/rss+xml; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .send(smartFeedXml(publicBase(ctx.options.publicUrl, req), podcast, feedItems(ctx.store, podcast)));
  });
  // Anything else under /feeds is not the console's either: no SPA fallback here.
  router.use((_req, res) => {
    res.status(404).type('text/plain').send(NO_FEED);
  });
  return router;
}
