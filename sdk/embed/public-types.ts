import type { PodspotEvents, PodspotEventType } from '../core/events';
import type { WidgetName } from '../core/widget-names';
import type { Appearance } from './appearance-types';
import type { WidgetOwnProps } from './widget-props.generated';

// The integrator's API in one place: each widget's props are written beside the widget, the events and the widget
// table in sdk/core; they are gathered here so a host needs one import.
export type * from './widget-props.generated';
export type { OpportunitiesInboxView } from '../widgets/opportunities-inbox/props';
export type { ActionKind, NotificationAction, NotificationCounts } from '../widgets/notification-banner/props';
export type { DatePreset } from '../core/date-presets';
export type { PodspotEvents, PodspotEventType, WidgetName };
export type { Appearance, FontSource } from './appearance-types';
export type { LifecycleProps, LoadErrorReason, WidgetRef } from '../core/events';
import type { LifecycleProps } from '../core/events';

/** Fails to compile when the props map and the widget list drift apart. */
type OnePerWidget<T extends Record<WidgetName, object> & { [K in Exclude<keyof T, WidgetName>]: never }> = T;

/** Props of each widget: its own, and the lifecycle callbacks every widget takes. */
export type WidgetProps = { [N in WidgetName]: OnePerWidget<WidgetOwnProps>[N] & LifecycleProps };

/** One event as `onEvent` receives it: its type and its detail. */
export type PodspotEvent = { [K in PodspotEventType]: { type: K; detail: PodspotEvents[K] } }[PodspotEventType];

/** The options of `Podspot.init`. */
export type PodspotOptions = {
  /**
   * Returns a short-lived embed token (a JWT valid 15 minutes) that the host's backend minted with its partner key
   * (`POST /api/partner/embed_tokens`). Called when a widget first needs the API and again after a `401`. Required.
   */
  fetchToken: () => Promise<string>;
  /** The API's base URL, absolute (`https://podspot.example/api`). Default: `/api` on the origin of the loader script. */
  apiBase?: string;
  /** Colours, type, spacing, corners, frame and fonts of every widget of this instance. Default: Podspot's own look. */
  appearance?: Appearance;
  /** BCP 47 tag for numbers, money and dates (`en-US`). Default: the browser's language. */
  locale?: string;
  /** Called for every event of every widget of this instance, with its type and detail. Default: none. */
  onEvent?: (event: PodspotEvent) => void;
  /**
   * How long a widget waits for `fetchToken` to settle, in milliseconds; then it shows its sign-in message and emits
   * `auth_error` (reason `timeout`) and `loaderror`. Default `15000`.
   */
  tokenTimeout?: number;
  /**
   * `true`: `mount` throws for a mistake (an unknown widget, a target that matches nothing or is not a selector, an
   * element that holds a widget, an instance already destroyed) instead of writing one console line and returning a
   * handle that does nothing. For tests and development builds that should stop at the first mistake. Default `false`.
   */
  strict?: boolean;
};

/** What `mount` returns: the mounted widget's controls. */
export type WidgetHandle<P = object> = {
  /** Merges new props into the mounted widget. */
  update(props: Partial<P>): void;
  /** Removes the widget and everything it added; the target element is left empty. */
  unmount(): void;
};

/** What `Podspot.init` returns. */
export type PodspotInstance = {
  /**
   * Mounts widget `name` into `target` (a CSS selector or an element; its shadow root holds the widget); the widget's
   * code loads on its first mount. An unknown name, a target that matches nothing, an element that holds a widget or a
   * destroyed instance is one console line and a handle that does nothing (or a throw, with the `strict` option). The
   * widget unmounts itself when its element leaves the document.
   */
  mount<N extends WidgetName>(name: N, target: string | Element, props?: WidgetProps[N]): WidgetHandle<WidgetProps[N]>;
  /** Changes the appearance (merged into the current one) or the locale of every widget of this instance. */
  update(options: { appearance?: Appearance; locale?: string }): void;
  /** Calls `listener` with the detail of every `type` event of this instance's widgets; returns the unsubscribe. */
  on<K extends PodspotEventType>(type: K, listener: (detail: PodspotEvents[K]) => void): () => void;
  /** Unmounts every widget of this instance; a `mount` after it is refused. */
  destroy(): void;
};

/** What the loader script defines as `window.Podspot`. */
export type PodspotGlobal = {
  /** Creates an instance; throws at once, with what to fix, for options that cannot work. */
  init(options: PodspotOptions): PodspotInstance;
  /** The SDK's version, e.g. `0.2.0` (the loader under `/sdk/v0.2.0/` is that release). */
  version: string;
  /** Every widget this SDK ships. */
  widgets: readonly WidgetName[];
};
