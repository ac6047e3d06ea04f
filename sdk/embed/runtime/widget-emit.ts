import { isChange, type ChangeBus } from '../../core/change-bus';
import { LIFECYCLE_PROPS, type LifecycleProps, type PodspotEvents } from '../../core/events';
import type { WidgetName } from '../../core/widget-names';
import type { WidgetEnvironment } from '../../ui/widget-context';
import type { HostContext } from '../contract';

/**
 * One mounted widget's `emit`: every detail gets the widget's name and the host's id for it (the target's `id`
 * attribute); the first `ready` leaves the `podspot:<widget>:content` performance mark; a failure before the widget has
 * shown its content is also a `loaderror`; a change (an accept, an upload…) goes to the instance's other widgets.
 */
export function createWidgetEmit(
  widget: WidgetName,
  target: Element,
  host: HostContext,
  changes: ChangeBus,
  self: object,
  lifecycle: () => LifecycleProps,
): WidgetEnvironment['emit'] {
  let shown = false;
  const send = <K extends keyof PodspotEvents>(type: K, detail: object) => {
    const full = { ...detail, widget, ...(target.id ? { id: target.id } : {}) } as PodspotEvents[K];
    host.emit(type, full, target);
    // The widget's own lifecycle callback (a host's mistake in it must not break the widget).
    const prop = LIFECYCLE_PROPS[type as keyof typeof LIFECYCLE_PROPS];
    try {
      (lifecycle()[prop] as ((d: unknown) => void) | undefined)?.(full);
    } catch (error) {
      setTimeout(() => console.error('Podspot: a lifecycle callback threw', error));
    }
  };
  return (type, detail) => {
    send(type, detail);
    if (type === 'ready' && !shown) {
      shown = true;
      performance.mark?.(`podspot:${widget}:content`);
    }
    if (!shown && (type === 'auth_error' || type === 'error')) {
      const { message, reason, status } = detail as { message: string; reason?: string; status?: number };
      const why =
        type === 'auth_error' ? (reason === 'timeout' ? 'timeout' : 'auth') : status === undefined ? 'chunk' : 'api';
      send('loaderror', { reason: why, message });
    }
    if (isChange(type)) changes.publish(self, { type, detail } as Parameters<ChangeBus['publish']>[1]);
  };
}
