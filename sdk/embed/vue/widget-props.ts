import { camelize } from 'vue';
import type { CallbackProp, WidgetName, WidgetProps } from '../js/index';

// A component's attributes are its widget's props: Vue keeps no list of them (the widget checks what it gets), so a
// prop or callback added to a widget reaches Vue with nothing to update here. The types below derive from the same
// props the loader, the React wrapper and the DOM events read (element-types.ts, callback-events.ts).

/** `onViewChange` → `viewChange`: the event a Vue component emits for a widget callback (`@view-change`). */
export type EmitName<C extends string> = C extends `on${infer Rest}` ? Uncapitalize<Rest> : never;

/** A widget component's events: each callback of the widget (lifecycle ones too), its argument the payload. */
export type WidgetEmits<N extends WidgetName> = {
  [C in CallbackProp<N> as EmitName<C>]: NonNullable<WidgetProps[N][C]> extends (detail: infer D) => unknown
    ? (detail: D) => void
    : never;
};

/** A widget's props but its callbacks, which the component emits instead. */
export type WidgetDataProps<N extends WidgetName> = Omit<WidgetProps[N], CallbackProp<N>>;

/** The props that a bare attribute turns on (`<OpportunitiesInbox compact />`), as on the element. */
type BooleanProp<N extends WidgetName> = {
  [K in keyof WidgetProps[N]]-?: NonNullable<WidgetProps[N][K]> extends boolean ? K : never;
}[keyof WidgetProps[N]];
type AnyBooleanProp = { [N in WidgetName]: BooleanProp<N> }[WidgetName];
const BOOLEAN_PROPS: readonly string[] = ['compact'] satisfies AnyBooleanProp[];
/** Fails to compile when a widget gains a boolean prop missing above. */
type EveryBoolean<T extends never> = T;
type _EveryBooleanListed = EveryBoolean<Exclude<AnyBooleanProp, 'compact'>>;

type Attrs = Record<string, unknown>;
const isWrapperAttr = (key: string) =>
  key === 'id' || key === 'class' || key === 'style' || key.startsWith('data-') || key.startsWith('aria-');

/**
 * A component's attributes as the wrapping element's (`id`, `class`, `style`, `data-*`, `aria-*`) and the widget's
 * props, camelCase (`:podcast-id` → `podcastId`, `@select` → `onSelect`), a bare boolean attribute `true`.
 */
export function splitAttrs(attrs: Attrs): [wrapper: Attrs, widget: Attrs] {
  const wrapper: Attrs = {};
  const widget: Attrs = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (isWrapperAttr(key)) wrapper[key] = value;
    else widget[camelize(key)] = value === '' && BOOLEAN_PROPS.includes(camelize(key)) ? true : value;
  }
  return [wrapper, widget];
}
