import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { optionPage, optionQuery } from '../http/option-page.ts';
import { requireRole } from '../http/session.ts';
import { advertiserPodcastsOf, publisherPodcastsOf } from '../state/advertiser.ts';
import { memoList } from '../state/list-memo.ts';

/**
 * The advertiser's insights filter options: the publisher podcasts its campaigns run on and its own (advertiser)
 * podcasts. With `q`, `limit` or `ids` one page of matches and `total`
 * (docs/behaviour/earn.md#searchable-dropdown); without, the whole list.
 */
/** An advertiser's options, by the advertiser's user id. */
const PUBLISHERS = memoList<number, { id: number; name: string; small_artwork: string }[]>(
  'advertise publishers',
  String,
);
const ADVERTISERS = memoList<number, { id: number; name: string }[]>('advertise advertisers', String);

export function advertiseOptionsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/advertise/publishers', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const publishers = ctx.lists.get(ctx.store, PUBLISHERS, user.id, () =>
      publisherPodcastsOf(ctx.store, user.id).map(({ id, name, small_artwork }) => ({ id, name, small_artwork })),
    );
    const query = optionQuery(req);
    if (!query) return void res.json({ publishers });
    const { items, total } = optionPage(publishers, query);
    res.json({ publishers: items, total });
  });

  router.get('/advertise/advertisers', (req, res) => {
    const user = requireRole(res, 'advertiser');
    const advertisers = ctx.lists.get(ctx.store, ADVERTISERS, user.id, () =>
      advertiserPodcastsOf(ctx.store, user.id).map(({ id, name }) => ({ id, name })),
    );
    const query = optionQuery(req);
    if (!query) return void res.json({ advertisers });
    const { items, total } = optionPage(advertisers, query);
    res.json({ advertisers: items, total });
  });

  return router;
}
