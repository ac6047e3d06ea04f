import { LIFECYCLE_PROPS, type LifecycleProps } from '../../core/events';
import type { WidgetName } from '../../core/widget-names';
import { WIDGET_CALLBACKS } from '../callback-events';
import { ELEMENT_ATTRIBUTES } from '../element-attributes';
import type { CallbackProp } from '../element-types';
import type { WidgetProps } from '../public-types';

// What each widget component takes as props and emits, read from the lists the loader and the React wrapper run
// (element-attributes.ts, callback-events.ts, core/events.ts): a prop or callback added there reaches Vue too.

/** `onViewChange` → `viewChange`: the event a Vue component emits for a widget callback. */
export type EmitName<C extends string> = C extends `on${infer Rest}` ? Uncapitalize<Rest> : never;
export const emitName = (callback: string) => callback[2].toLowerCase() + callback.slice(3);

/** A widget component's events: each callback of the widget (lifecycle ones too), its argument the payload. */
export type WidgetEmits<N extends WidgetName> = {
  [C in CallbackProp<N> as EmitName<C>]: NonNullable<WidgetProps[N][C]> extends (detail: infer D) => unknown
    ? (detail: D) => void
    : never;
};

/** A widget's props but its callbacks, which the component emits instead. */
export type WidgetDataProps<N extends WidgetName> = Omit<WidgetProps[N], CallbackProp<N>>;

/** The props that Vue casts as booleans: a bare `compact` is `true`, as on the element. */
type BooleanProp<N extends WidgetName> = {
  [K in keyof WidgetProps[N]]-?: NonNullable<WidgetProps[N][K]> extends boolean ? K : never;
}[keyof WidgetProps[N]];
type AnyBooleanProp = { [N in WidgetName]: BooleanProp<N> }[WidgetName];
const BOOLEAN_PROPS: readonly string[] = ['compact'] satisfies AnyBooleanProp[];
/** Fails to compile when a widget gains a boolean prop missing above. */
type EveryBoolean<T extends never> = T;
type _EveryBooleanListed = EveryBoolean<Exclude<AnyBooleanProp, 'compact'>>;

const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The widget's prop names (`podcastId`, …), callbacks left out. */
export const dataProps = (name: WidgetName): string[] => ELEMENT_ATTRIBUTES[name].map(camel);

/** Vue's runtime props declaration: absent stays `undefined` (the widget's default), booleans cast. */
export const runtimeProps = (name: WidgetName) =>
  Object.fromEntries(
    dataProps(name).map((prop) => [
      prop,
      BOOLEAN_PROPS.includes(prop) ? { type: Boolean, default: undefined } : { default: undefined },
    ]),
  );

/** Each callback prop of the widget with the event the component emits for it: `[['onSelect', 'select'], …]`. */
export const widgetCallbacks = (name: WidgetName): [callback: string, emit: string][] =>
  [...WIDGET_CALLBACKS[name], ...Object.values(LIFECYCLE_PROPS)].map((callback: keyof LifecycleProps | string) => [
    callback,
    emitName(callback),
  ]);
