import type { WidgetName } from '../core/widget-names';
import type { ElementAttributeName } from './element-types';
import type { PodspotOptions } from './public-types';

/**
 * What each `<podspot-<name>>` observes. Read by the loader (custom-elements.ts) and, at pack time, by the Custom
 * Elements Manifest of @podspot/js (scripts/pack/lib/custom-elements-manifest.mjs).
 */
export const ELEMENT_ATTRIBUTES = {
  'opportunities-inbox': ['podcast-id', 'compact', 'view', 'accepted-href', 'not-interested-href'],
  'go-live-uploader': ['podspot-id'],
  'earnings-card': ['preset', 'podcast-id', 'href'],
  'spend-table': ['preset', 'advertiser-id'],
} as const satisfies { [N in WidgetName]: readonly ElementAttributeName<N>[] };

/**
 * The options of `Podspot.init` that every element also takes, as a JS property only: an object no attribute can
 * carry. `el.appearance = {…}` styles that element's widget, key by key over its instance's appearance, at once (as
 * `update({ appearance })` does), whether set before or after the element is connected. Read as ELEMENT_ATTRIBUTES is.
 */
export const ELEMENT_PROPERTIES = ['appearance'] as const satisfies readonly (keyof PodspotOptions)[];

/** Fails to compile when a widget gains a prop that its element does not observe. */
type EveryProp<T extends never> = T;
type _EveryAttributeListed = EveryProp<
  { [N in WidgetName]: Exclude<ElementAttributeName<N>, (typeof ELEMENT_ATTRIBUTES)[N][number]> }[WidgetName]
>;
