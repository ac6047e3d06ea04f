import type { ActionKind, NotificationAction } from '../../core/notification-items';
import type { PropRules } from '../../core/prop-check';
import type { RequiredActions } from '../../api/required-actions';

export type { ActionKind, NotificationAction };

/** What `onNotificationsChange` receives (sdk/core/notification-items.ts). */
export type NotificationCounts = {
  /** The things to do: the sum of the items' counts. 0 when the banner is empty. */
  total: number;
  /** The banner's items (one per kind of thing to do), each with its action. */
  actionRequired: number;
};

/** The banner's displays: `list`, its lines only when something is due; `summary`, one line of fixed height always. */
export const NOTIFICATION_BANNER_VARIANTS = ['list', 'summary'] as const;
/** One of `NOTIFICATION_BANNER_VARIANTS`. */
export type NotificationBannerVariant = (typeof NOTIFICATION_BANNER_VARIANTS)[number];

/** Props of the notification banner (`mount('notification-banner', …)`, `<podspot-notification-banner>`). */
export type NotificationBannerProps = {
  /**
   * `list` (default): one line per thing to do, nothing at all while loading or when nothing is due, so it appears
   * once its lines are in and pushes down what follows it. `summary`: one line of fixed height in every state (loading,
   * nothing due, "3 things need your attention" with Show), the lines opening below it on the user's Show; nothing
   * below it moves on its own (sdk/README.md#layout).
   */
  variant?: NotificationBannerVariant;
  /**
   * Routes an item's action yourself (your own onboarding, inbox or payouts page) instead of the banner opening its
   * flow in place: passing it takes every action over; `<podspot-notification-banner>` takes them over by calling
   * `preventDefault()` on `podspot:action`. `id` is the opportunity or podspot concerned (the first one), else null.
   */
  onAction?: (action: NotificationAction) => void;
  /** Called after each load whose counts differ from the last reported, the first load included (`total` 0: empty). */
  onNotificationsChange?: (counts: NotificationCounts) => void;
};

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const NOTIFICATION_BANNER_PROP_RULES = {
  variant: { type: 'enum', values: NOTIFICATION_BANNER_VARIANTS },
  onAction: { type: 'function' },
  onNotificationsChange: { type: 'function' },
} as const satisfies PropRules<NotificationBannerProps>;

/** Fails to compile when the API gains a kind the banner does not know (sdk/core/notification-items.ts). */
type KnownKinds<T extends ActionKind> = T;
type _EveryKindKnown = KnownKinds<RequiredActions['actions'][number]['kind']>;
