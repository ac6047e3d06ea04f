import { WIDGETS, type WidgetName } from '../core/widget-names';
import { WIDGET_TABLE } from '../core/widget-table';
import type { ElementAttributeName } from './element-types';
import type { PodspotOptions } from './public-types';

/**
 * What each `<podspot-<name>>` observes: the widget table's `attributes`. Read by the loader (custom-elements.ts; the
 * build ships this map as a literal, scripts/rollup/build-time-values.mjs) and, at pack time, by the Custom Elements
 * Manifest of @podspot/js (scripts/pack/lib/custom-elements-manifest.mjs).
 */
export const ELEMENT_ATTRIBUTES = Object.fromEntries(WIDGETS.map((name) => [name, WIDGET_TABLE[name].attributes])) as {
  [N in WidgetName]: (typeof WIDGET_TABLE)[N]['attributes'];
};

/** Fails to compile when the table names an attribute that is no prop of its widget. */
type OnlyProps<T extends { [N in WidgetName]: readonly ElementAttributeName<N>[] }> = T;
type _EveryAttributeAProp = OnlyProps<typeof ELEMENT_ATTRIBUTES>;

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
