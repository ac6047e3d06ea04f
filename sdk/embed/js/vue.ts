// @podspot/js/vue (types only): the <podspot-*> custom elements in Vue templates, checked by vue-tsc and Volar. Each
// element's attributes, properties and events come from the types custom-elements.json is generated from (each
// widget's props, element-types.ts, core/events.ts), so the two cannot disagree.
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { PodspotEvents } from '../../core/events';
import type { WidgetName } from '../../core/widget-names';
import type { ELEMENT_PROPERTIES } from '../element-attributes';
import type { CallbackProp, PodspotCallbackEvents } from '../element-types';
import type { PodspotOptions, WidgetProps } from '../public-types';

/** An attribute written as text in a template: a number prop takes digits, a boolean one `''`, `'true'`, `'false'`. */
type AttributeValue<T> = T extends number ? T | `${number}` : T extends boolean ? T | '' | 'true' | 'false' : T;

/** The `init` options every element also takes, as properties only (`:appearance="{ … }"`). */
type ElementPropertiesOnly = { [K in (typeof ELEMENT_PROPERTIES)[number]]?: PodspotOptions[K] };

/** A widget's props that its element takes (as attributes and properties): all but the callbacks. */
type ElementProps<N extends WidgetName> = Omit<WidgetProps[N], CallbackProp<N>> & ElementPropertiesOnly;

/**
 * The attributes of `<podspot-<name>>` as a template writes them (`podcast-id="3"`, `:podcast-id="3"`,
 * `:podcast-id.prop="3"`): vue-tsc checks them in camelCase, as the element's properties.
 */
export type PodspotVueElementAttributes<N extends WidgetName> = {
  [K in keyof ElementProps<N>]?: AttributeValue<ElementProps<N>[K]>;
};

/** Every `podspot:*` event of `<podspot-<name>>`, with its listener: the instance's events and its widget's callbacks'. */
export type PodspotVueElementEvents<N extends WidgetName> = {
  [K in keyof PodspotEvents as `podspot:${K}`]: (event: CustomEvent<PodspotEvents[K]>) => void;
} & {
  [K in keyof PodspotCallbackEvents[N] as `podspot:${K & string}`]: (
    event: CustomEvent<PodspotCallbackEvents[N][K]>,
  ) => void;
};

/**
 * The element as Vue's template type check reads a component: `$props` for attributes (and `.prop` bindings), `$emit`
 * for `@podspot:*` listeners. The element itself is an `HTMLElement` with its widget's props as properties.
 */
export type PodspotVueElement<N extends WidgetName> = new () => HTMLElement &
  ElementProps<N> & {
    /** @deprecated For Vue's template type check only: the element has no `$props`. */
    $props: HTMLAttributes & PodspotVueElementAttributes<N> & PublicProps;
    /** @deprecated For Vue's template type check only: the element has no `$emit`; listen with `@podspot:select`. */
    $emit: EmitFn<PodspotVueElementEvents<N>>;
  };

/** The four elements, as Vue's `GlobalComponents` takes them. */
export type PodspotVueElements = { [N in WidgetName as `podspot-${N}`]: PodspotVueElement<N> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into Vue's interface
  interface GlobalComponents extends PodspotVueElements {}
}
