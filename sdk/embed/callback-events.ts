import type { LifecycleProps } from '../core/events';
import { WIDGETS, type WidgetName } from '../core/widget-names';
import { WIDGET_TABLE } from '../core/widget-table';
import type { CallbackProp } from './element-types';

/**
 * Every callback prop of each widget: the widget table's `callbacks`. Whoever mounts the widget (script API, React, a
 * `<podspot-*>` element), each call also fires the DOM event `podspot:<type>` on the widget's element, bubbling and
 * composed, `detail` the callback's argument: `onViewChange` → `podspot:view_change`. Elements have no callback props,
 * so that is how they report. Read by the runtime (runtime/callback-events.ts), which the build ships as a literal
 * (scripts/rollup/build-time-values.mjs), and, at pack time, by custom-elements.json.
 */
export const WIDGET_CALLBACKS = Object.fromEntries(WIDGETS.map((name) => [name, WIDGET_TABLE[name].callbacks])) as {
  [N in WidgetName]: (typeof WIDGET_TABLE)[N]['callbacks'];
};

/** Fails to compile when the table names a callback that is no callback prop of its widget. */
type OnlyCallbacks<T extends { [N in WidgetName]: readonly CallbackProp<N>[] }> = T;
type _EveryCallbackAProp = OnlyCallbacks<typeof WIDGET_CALLBACKS>;

/**
 * Fails to compile when a widget gains a callback prop missing above. The lifecycle callbacks (`onReady`…) are the
 * instance's events, dispatched as `podspot:ready`… already (sdk/core/events.ts).
 */
type EveryCallback<T extends never> = T;
type _EveryCallbackListed = EveryCallback<
  {
    [N in WidgetName]: Exclude<CallbackProp<N>, (typeof WIDGET_CALLBACKS)[N][number] | keyof LifecycleProps>;
  }[WidgetName]
>;
