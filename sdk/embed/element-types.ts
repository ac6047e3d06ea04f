import type { LifecycleProps } from '../core/events';
import type { WidgetName } from '../core/widget-names';
import type { WidgetProps } from './public-types';

/** `podcastId` → `podcast-id`. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : '';

/** The props of a widget that a custom element takes as attributes: every prop but the callbacks. */
type AttributeProp<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? never : K;
}[keyof P] &
  string;

/** The attribute names of `<podspot-<name>>`: its widget's props in kebab-case, callbacks left out. */
export type ElementAttributeName<N extends WidgetName> = KebabCase<AttributeProp<WidgetProps[N]>>;

/**
 * The attributes of `<podspot-<name>>`, typed as the props they set (`podcast-id` takes what `podcastId` takes). Digits
 * become numbers, a bare attribute or `"true"` is `true`, `"false"` or no attribute is the prop's default.
 */
export type PodspotElementAttributes<N extends WidgetName> = {
  [K in AttributeProp<WidgetProps[N]> as KebabCase<K>]?: WidgetProps[N][K];
};

/** The four elements, by tag name. */
export type PodspotElementTagNameMap = { [N in WidgetName as `podspot-${N}`]: HTMLElement };

/** The callback props of a widget (`onViewChange`, `onSelect`, …). */
export type CallbackProp<N extends WidgetName> = {
  [K in keyof WidgetProps[N]]-?: NonNullable<WidgetProps[N][K]> extends (...args: never[]) => unknown ? K : never;
}[keyof WidgetProps[N]] &
  string;

/** `onViewChange` → `view_change`: the `podspot:<type>` DOM event a callback also fires (snake case, as PodspotEvents). */
export type CallbackEventType<C extends string> = C extends `on${infer Rest}` ? SnakeCase<Uncapitalize<Rest>> : never;
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : '';

/**
 * Each widget's callback events: `podspot:<type>` → the callback's argument, the event's `detail`. The lifecycle
 * callbacks (`onReady`…) are left out: their events are the instance's (`podspot:ready`, `podspot:loaderstart`…).
 */
export type PodspotCallbackEvents = {
  [N in WidgetName]: {
    [C in Exclude<CallbackProp<N>, keyof LifecycleProps> as CallbackEventType<C>]: NonNullable<
      WidgetProps[N][C]
    > extends (value: infer V) => unknown
      ? V
      : never;
  };
};
