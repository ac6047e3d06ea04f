import type { PodspotEvents } from '../core/events';
import type { PodspotElementTagNameMap } from './element-types';
import type { PodspotGlobal } from './public-types';

/** `podspot:<type>` → its `CustomEvent`, dispatched on the widget's element, bubbling and composed. */
type PodspotDomEvents = { [K in keyof PodspotEvents as `podspot:${K}`]: CustomEvent<PodspotEvents[K]> };

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
