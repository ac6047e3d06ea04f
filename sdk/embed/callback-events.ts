import type { LifecycleProps } from '../core/events';
import type { WidgetName } from '../core/widget-names';
import type { CallbackProp } from './element-types';

/**
 * Every callback prop of each widget. Whoever mounts the widget (script API, React, a `<podspot-*>` element), each call
 * also fires the DOM event `podspot:<type>` on the widget's element, bubbling and composed, `detail` the callback's
 * argument: `onViewChange` → `podspot:view_change`. Elements have no callback props, so that is how they report.
 * Read by the runtime (runtime/callback-events.ts) and, at pack time, by custom-elements.json.
 */
export const WIDGET_CALLBACKS = {
  'opportunities-inbox': ['onViewChange', 'onNavigate'],
  'go-live-uploader': [],
  'earnings-card': ['onNavigate'],
  'spend-table': ['onSelect'],
} as const satisfies { [N in WidgetName]: readonly CallbackProp<N>[] };

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

/** `onViewChange` → `view_change`. */
export const callbackEventType = (callback: string) =>
  callback
    .slice(2)
    .replace(/^[A-Z]/, (c) => c.toLowerCase())
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
