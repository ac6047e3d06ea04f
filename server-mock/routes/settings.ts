import { Router, type Request } from 'express';
import { itemsFrom } from '@sdk/core/paging.ts';
import { filterPodcasts, isPodcastFilter, type PodcastFilter } from '@sdk/core/settings-podcasts.ts';
import type { AppContext } from '../context.ts';
import { optionalNumber } from '../http/query.ts';
import { publicBase } from '../http/public-url.ts';
import { currentUser } from '../http/session.ts';
import { memoList } from '../state/list-memo.ts';
import { ownPodcasts } from '../state/publisher.ts';
import { smartFeedUrl } from '../state/smart-feed.ts';

/** The page's query, or undefined without `limit`: the call then answers the whole list. The contract validated it. */
const pagedQuery = (req: Request): { filter: PodcastFilter; offset?: number; limit: number } | undefined => {
  if (req.query.limit === undefined) return undefined;
  const filter = isPodcastFilter(req.query.filter) ? req.query.filter : 'all';
  return { filter, offset: optionalNumber(req, 'offset'), limit: Number(req.query.limit) };
};

/**
 * The settings page's "Your podcasts": only the signed-in user's own, with their smart feed URL. With `limit` one
 * page of the filtered list (docs/behaviour/settings.md#your-podcasts), `total` after the filter and `all_podcasts`.
 */
/** A podcast of "Your podcasts" as the list answers it. */
type SettingsPodcastRow = {
  id: number;
  name: string;
  small_artwork: string;
  smart_feed: string;
  apple_feed_integrated: boolean;
  spotify_feed_integrated: boolean;
};
/** The user's podcasts with smart feeds on the address base they were asked from; then after one filter. */
const PODCASTS = memoList<{ userId: number; base: string }, SettingsPodcastRow[]>(
  'settings podcasts',
  ({ userId, base }) => `${userId} ${base}`,
);
const FILTERED = memoList<{ userId: number; base: string; filter: PodcastFilter }, SettingsPodcastRow[]>(
  'settings podcasts filtered',
  ({ userId, base, filter }) => `${userId} ${base} ${filter}`,
);

export function settingsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/setting/podcasts', (req, res) => {
    const user = currentUser(res);
    const base = publicBase(ctx.options.publicUrl, req);
    const podcasts = ctx.lists.get(ctx.store, PODCASTS, { userId: user.id, base }, () =>
      ownPodcasts(ctx.store, user.id).map((p) => ({
        id: p.id,
        name: p.name,
        small_artwork: p.small_artwork,
        smart_feed: smartFeedUrl(base, p),
        apple_feed_integrated: p.apple_feed_integrated,
        spotify_feed_integrated: p.spotify_feed_integrated,
      })),
    );
    const paged = pagedQuery(req);
    if (!paged) return void res.json({ podcasts });
    const filtered = ctx.lists.get(ctx.store, FILTERED, { userId: user.id, base, filter: paged.filter }, () =>
      filterPodcasts(podcasts, paged.filter),
    );
    res.json({
      podcasts: itemsFrom(filtered, paged.offset, paged.limit).shown,
      total: filtered.length,
      all_podcasts: podcasts.length,
    });
  });

  return router;
}
