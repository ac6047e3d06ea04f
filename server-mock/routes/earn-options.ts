import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { optionPage, optionQuery } from '../http/option-page.ts';
import { requireRole } from '../http/session.ts';
import { advertisersOfPublisher, ownPodcasts } from '../state/publisher.ts';
import { memoList } from '../state/list-memo.ts';
import { byName } from '../state/order.ts';

/**
 * The publisher's filter options: its podcasts (the top bar's selector, the insights and campaigns filters) and the
 * advertisers of campaigns on them. With `q`, `limit` or `ids` one page of matches and `total`
 * (docs/behaviour/earn.md#searchable-dropdown); without, the whole list.
 */
/** A publisher's options, by the publisher's user id. */
const ADVERTISERS = memoList<number, { id: number; name: string }[]>('earn advertisers', String);
const PUBLISHERS = memoList<number, { id: number; name: string; small_artwork: string }[]>('earn publishers', String);

export function earnOptionsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/earn/advertisers', (req, res) => {
    const user = requireRole(res, 'publisher');
    const advertisers = ctx.lists.get(ctx.store, ADVERTISERS, user.id, () =>
      advertisersOfPublisher(ctx.store, user.id).map(({ id, name }) => ({ id, name })),
    );
    const query = optionQuery(req);
    if (!query) return void res.json({ advertisers });
    const { items, total } = optionPage(advertisers, query);
    res.json({ advertisers: items, total });
  });

  router.get('/earn/publishers', (req, res) => {
    const user = requireRole(res, 'publisher');
    const publishers = ctx.lists.get(ctx.store, PUBLISHERS, user.id, () =>
      ownPodcasts(ctx.store, user.id)
        .map(({ id, name, small_artwork }) => ({ id, name, small_artwork }))
        .sort(byName),
    );
    const query = optionQuery(req);
    if (!query) return void res.json({ publishers });
    const { items, total } = optionPage(publishers, query);
    res.json({ publishers: items, total });
  });

  return router;
}
