import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { publicBase } from '../http/public-url.ts';
import { currentUser } from '../http/session.ts';
import { ownPodcasts } from '../state/publisher.ts';
import { smartFeedUrl } from '../state/smart-feed.ts';

/** The settings page's "Your podcasts": only the signed-in user's own, with their smart feed URL. */
export function settingsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/setting/podcasts', (req, res) => {
    const user = currentUser(res);
    const base = publicBase(ctx.options.publicUrl, req);
    res.json({
      podcasts: ownPodcasts(ctx.store, user.id).map((p) => ({
        id: p.id,
        name: p.name,
        small_artwork: p.small_artwork,
        smart_feed: smartFeedUrl(base, p),
        apple_feed_integrated: p.apple_feed_integrated,
        spotify_feed_integrated: p.spotify_feed_integrated,
      })),
    });
  });

  return router;
}
