import type { PodspotEvents } from '../core/events';
import type { PodspotCallbackEvents, PodspotElementTagNameMap } from './element-types';
import type { PodspotGlobal } from './public-types';

/** Each widget's callback events as DOM events, all widgets' merged into one map. */
type CallbackDomEvents = {
  [N in keyof PodspotCallbackEvents]: (map: {
    [K in keyof PodspotCallbackEvents[N] as `podspot:${K & string}`]: CustomEvent<PodspotCallbackEvents[N][K]>;
  }) => void;
}[keyof PodspotCallbackEvents] extends (map: infer M) => void
  ? M
  : never;

/**
 * `podspot:<type>` → its `CustomEvent`, dispatched on the widget's element, bubbling and composed: the events of
 * `onEvent`, and each widget callback's (`podspot:view_change`, `podspot:select`, …; sdk/embed/callback-events.ts).
 */
type PodspotDomEvents = {
  [K in keyof PodspotEvents as `podspot:${K}`]: CustomEvent<PodspotEvents[K]>;
} & CallbackDomEvents;

// What the loader adds to every page, made known to the host's TypeScript.
declare global {
  interface Window {
    /** Defined by the loader script (`podspot.js`); `loadPodspot()` adds that script. */
    Podspot?: PodspotGlobal;
  }
  /* eslint-disable @typescript-eslint/no-empty-object-type -- interfaces merge into the DOM's maps; types cannot */
  interface DocumentEventMap extends PodspotDomEvents {}
  interface WindowEventMap extends PodspotDomEvents {}
  interface HTMLElementEventMap extends PodspotDomEvents {}
  interface HTMLElementTagNameMap extends PodspotElementTagNameMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
