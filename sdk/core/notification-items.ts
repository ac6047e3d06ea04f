/**
 * What the notification banner lists (docs/behaviour/sdk-widgets.md#notification-banner): the publisher's required
 * actions as `GET /publisher/actions` answers them, one item per kind, and the flow each item opens in place.
 */

/** The kinds the banner knows, in the order it lists those without a deadline (the server's order). */
export const ACTION_KINDS = [
  'complete_onboarding',
  'set_up_payout_account',
  'finish_payout_account',
  'answer_opportunities',
  'upload_audio',
  'integrate_smart_feed',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * Where an item's action leads when the host does not route it itself: the opportunity review, the go-live steps,
 * the payout account's bank-country dialog, or nowhere in the banner (`host`: only `onAction` can route it).
 */
export type ActionFlow = 'review' | 'go-live' | 'payout-account' | 'host';
export const ACTION_FLOWS = {
  complete_onboarding: 'host',
  set_up_payout_account: 'payout-account',
  finish_payout_account: 'payout-account',
  answer_opportunities: 'review',
  upload_audio: 'go-live',
  integrate_smart_feed: 'go-live',
} as const satisfies Record<ActionKind, ActionFlow>;

/** One required action as the API answers it. */
export type RequiredActionInput = { kind: string; count: number; deadline: string | null; ids: readonly number[] };

/** What the host's `onAction` receives: the kind, and the record it concerns (the first of its ids), else null. */
export type NotificationAction = { kind: ActionKind; id: number | null };

/** One line of the banner: its count, nearest deadline (`YYYY-MM-DD`) and what its action opens. */
export type NotificationItem = NotificationAction & { count: number; deadline: string | null; flow: ActionFlow };

const isKind = (kind: string): kind is ActionKind => (ACTION_KINDS as readonly string[]).includes(kind);
const isDay = (day: string | null): day is string => day !== null && /^\d{4}-\d\d-\d\d$/.test(day);

/**
 * The banner's items: kinds it does not know (a newer server's) and empty ones are left out; those with a deadline
 * come first, the nearest first, then the rest in the kinds' order.
 */
export function notificationItems(actions: readonly RequiredActionInput[]): NotificationItem[] {
  const items = actions
    .filter((a): a is RequiredActionInput & { kind: ActionKind } => isKind(a.kind) && a.count > 0)
    .map((a) => ({
      kind: a.kind,
      id: a.ids[0] ?? null,
      count: a.count,
      deadline: isDay(a.deadline) ? a.deadline : null,
      flow: ACTION_FLOWS[a.kind],
    }));
  const rank = (item: NotificationItem) => ACTION_KINDS.indexOf(item.kind);
  return items.sort((a, b) => {
    if (a.deadline && b.deadline && a.deadline !== b.deadline) return a.deadline < b.deadline ? -1 : 1;
    if (Boolean(a.deadline) !== Boolean(b.deadline)) return a.deadline ? -1 : 1;
    return rank(a) - rank(b);
  });
}

/**
 * What `onNotificationsChange` reports: `total`, the things to do (the sum of the counts, as the API's `total`);
 * `actionRequired`, the banner's items, each one action.
 */
export const notificationCounts = (items: readonly NotificationItem[]) => ({
  total: items.reduce((sum, item) => sum + item.count, 0),
  actionRequired: items.length,
});

/** The message keys of an item's sentence and its action's label, and the values its sentence takes. */
export const itemWording = (item: Pick<NotificationItem, 'kind' | 'count'>) => ({
  text: `banner.${item.kind}` as const,
  action: `banner.action.${item.kind}` as const,
  values: { count: item.count },
});
