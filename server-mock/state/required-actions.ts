import { ACTION_KINDS, type ActionKind } from '@sdk/core/notification-items.ts';
import type { Store } from './store.ts';

/*
 * What a publisher must do, in the order the banner lists it (docs/behaviour/billing.md#required-actions; the kinds
 * are the banner's, sdk/core/notification-items.ts). Each podspot is counted once, under its next step: without audio
 * it needs its upload; with audio, a draft still waits for its podcast's smart feed to be integrated.
 */

/**
 * One kind of thing to do: how many, the ids of the records it concerns (opportunities or podspots; none for the
 * account-wide kinds) and the nearest deadline. No record of the model carries a deadline yet, so it is null.
 */
export type RequiredAction = { kind: ActionKind; count: number; deadline: string | null; ids: number[] };

/**
 * The required actions of every publisher (or only `userId`), by user id, derived from the state in one pass over
 * the opportunities and the podspots: the webhook comparison (webhooks/events.ts) reads them all after each change.
 */
export function actionsByPublisher(store: Store, userId?: number): Map<number, RequiredAction[]> {
  const publishers = store.users.filter((u) => u.roles.includes('publisher') && (userId ?? u.id) === u.id);
  const ids = new Map(publishers.map((u) => [u.id, new Map<ActionKind, number[]>()]));
  const add = (owner: number | null | undefined, kind: ActionKind, id = 0) => {
    const kinds = owner == null ? undefined : ids.get(owner);
    if (!kinds) return;
    const list = kinds.get(kind) ?? [];
    if (id) list.push(id);
    kinds.set(kind, list);
  };
  for (const u of publishers) if (!u.onboarding.completed) add(u.id, 'complete_onboarding');
  const accounts = new Map(store.payoutAccounts.map((a) => [a.user_id, a]));
  for (const u of publishers) {
    const account = accounts.get(u.id);
    if (!account) add(u.id, 'set_up_payout_account');
    else if (!account.onboarded) add(u.id, 'finish_payout_account');
  }
  const podcasts = new Map(store.podcasts.map((p) => [p.id, p]));
  for (const o of store.opportunities)
    if (o.status === 'offered') add(podcasts.get(o.publisher_podcast_id)?.owner_id, 'answer_opportunities', o.id);
  for (const p of store.podspots) {
    if (p.archived || p.aasm_state !== 'draft') continue;
    const podcast = podcasts.get(p.publisher_podcast_id);
    if (!p.audio_id) add(podcast?.owner_id, 'upload_audio', p.id);
    else if (podcast && !podcast.apple_feed_integrated) add(podcast.owner_id, 'integrate_smart_feed', p.id);
  }
  const out = new Map<number, RequiredAction[]>();
  for (const [owner, kinds] of ids)
    out.set(
      owner,
      ACTION_KINDS.filter((kind) => kinds.has(kind)).map((kind) => {
        const list = kinds.get(kind)!.sort((a, b) => a - b);
        return { kind, count: Math.max(1, list.length), deadline: null, ids: list };
      }),
    );
  return out;
}

/** One publisher's required actions and their total count. */
export function requiredActions(store: Store, userId: number): { total: number; actions: RequiredAction[] } {
  const actions = actionsByPublisher(store, userId).get(userId) ?? [];
  return { total: actions.reduce((sum, a) => sum + a.count, 0), actions };
}
