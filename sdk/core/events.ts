import type { WidgetName } from './widget-names';

/** Why a widget could not load (`loaderror`): its code, the host's token, the API, or a token that never came. */
export const LOAD_ERROR_REASONS = ['script', 'chunk', 'auth', 'api', 'timeout'] as const;
export type LoadErrorReason = (typeof LOAD_ERROR_REASONS)[number];

/** What a widget itself says with each event; the embed layer adds the widget's name and the host's id for it. */
export type PodspotEventDetails = {
  /** A widget's code has arrived and its data starts loading. */
  loaderstart: object;
  /** A widget has loaded its data and is showing it. */
  ready: object;
  /** A widget could not show its content on its first load; `reason` says which part failed, `message` why. */
  loaderror: { reason: LoadErrorReason; message: string };
  /** The publisher accepted an opportunity; a draft podspot now exists. */
  opportunity_accepted: { opportunityId: number };
  /** The publisher marked an opportunity as not interested (`undo: true` when restored). */
  opportunity_rejected: { opportunityId: number; undo: boolean };
  /** An MP3 was uploaded for a podspot. */
  podspot_uploaded: { podspotId: number };
  /** The publisher confirmed the smart feed is in their podcast host. */
  smart_feed_integrated: { podcastId: number };
  /** The publisher completed onboarding: their opportunities, podspots and earnings are open to the other widgets. */
  onboarding_completed: object;
  /**
   * The publisher's payout account changed in a widget: created (`onboardingCompleted: false`), or its onboarding at the
   * payment provider seen complete (`onboardingCompleted: true`).
   */
  payout_account_changed: { onboardingCompleted: boolean };
  /** A CSV or PDF was downloaded. */
  export_downloaded: { fileName: string };
  /**
   * No token could be had, or the API refused it after one refresh: the widget shows a sign-in message. `message` is
   * for the developer (what `fetchToken` did wrong); `reason` is `timeout` when `fetchToken` did not settle within
   * `tokenTimeout`, else `auth`; `cause` is what `fetchToken` threw or rejected with, when it did.
   */
  auth_error: { message: string; reason: 'auth' | 'timeout'; cause?: unknown };
  /** Any other failure inside a widget; `message` is for the developer, the widget shows the user its own text. */
  error: { message: string; status?: number };
};

/**
 * Which widget an event is about: its name, and the host's `id` for it (the `id` attribute of the element it is
 * mounted in, when that element has one).
 */
export type WidgetRef = { widget: WidgetName; id?: string };

/**
 * What each event means and carries. Also dispatched as DOM `CustomEvent`s named `podspot:<type>` (bubbling, composed).
 * `error` alone may come without a widget: the SDK's script itself could not load.
 */
export type PodspotEvents = {
  [K in keyof PodspotEventDetails]: K extends 'error'
    ? Partial<WidgetRef> & PodspotEventDetails[K]
    : WidgetRef & PodspotEventDetails[K];
};
/** Every widget's own lifecycle callbacks (props of `mount` and of the React components), each with its event's detail. */
export type LifecycleProps = {
  /** Its code has arrived and its data starts loading. */
  onLoaderStart?: (detail: PodspotEvents['loaderstart']) => void;
  /** It shows its content (again after a reload for a new range). */
  onReady?: (detail: PodspotEvents['ready']) => void;
  /** Its first load failed: `reason` says which part, `message` is for you, not the user. */
  onLoadError?: (detail: PodspotEvents['loaderror']) => void;
};
/** Which lifecycle prop each lifecycle event calls. */
export const LIFECYCLE_PROPS = {
  loaderstart: 'onLoaderStart',
  ready: 'onReady',
  loaderror: 'onLoadError',
} as const satisfies Record<string, keyof LifecycleProps>;

/** An event's name: a key of `PodspotEvents`. */
export type PodspotEventType = keyof PodspotEvents;
/** What a widget passes to `emit`: its own detail; the embed layer sets `widget` and `id`. */
export type PodspotEventInput<K extends PodspotEventType> = PodspotEventDetails[K] & Partial<WidgetRef>;
