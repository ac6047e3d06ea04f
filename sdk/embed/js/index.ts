// @podspot/js: loads the Podspot SDK into the page and types everything it adds (window.Podspot, the podspot:*
// DOM events, the <podspot-*> elements). The widgets themselves come from the loader script, not from this package.
import '../global-types';

export { loadPodspot, type LoadPodspotOptions } from './load-podspot';
// The public type list is written once, in sdk/embed/public-types.ts; @podspot/react re-exports the same.
export type * from '../public-types';
export type {
  CallbackProp,
  PodspotCallbackEvents,
  PodspotElementAttributes,
  PodspotElementTagNameMap,
} from '../element-types';
