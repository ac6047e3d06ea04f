import type { WidgetName } from '../../core/widget-names';
import { callbackEventType } from '../callback-event-type';
import { WIDGET_CALLBACKS } from '../callback-events';

type Callback = (value: unknown) => unknown;

/**
 * What a callback does when the host gave none and no listener called `preventDefault()` on its event: `onNavigate`
 * takes a link over, so without a taker the widget's link is followed as a plain link would be.
 */
const DEFAULT_ACTIONS: Record<string, Callback> = { onNavigate: (href) => location.assign(String(href)) };

/**
 * The widget's props with each callback (sdk/embed/callback-events.ts) wrapped: it fires `podspot:<type>` on `target`
 * (bubbling, composed, cancelable; `detail` the argument), then calls the host's callback, if any, else the default.
 * It answers whether the host took the call over (its callback, or a listener's `preventDefault()`): a widget whose
 * default is its own (the notification banner opens its flows in place) acts only on `false`.
 */
export function withCallbackEvents(widget: WidgetName, target: Element, props: object): object {
  const wrapped: Record<string, unknown> = { ...props };
  for (const name of WIDGET_CALLBACKS[widget]) {
    const host = (props as Record<string, Callback | undefined>)[name];
    wrapped[name] = (value: unknown) => {
      const event = new CustomEvent(`podspot:${callbackEventType(name)}`, {
        detail: value,
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      target.dispatchEvent(event);
      if (host) host(value);
      else if (!event.defaultPrevented) DEFAULT_ACTIONS[name]?.(value);
      return Boolean(host) || event.defaultPrevented;
    };
  }
  return wrapped;
}
