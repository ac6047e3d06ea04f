import { getCurrentInstance, onBeforeUnmount, onUpdated, shallowRef, toHandlerKey, watch, type ShallowRef } from 'vue';
import type { PodspotInstance, WidgetHandle, WidgetName } from '../js/index';
import { dataProps, widgetCallbacks } from './widget-props';

type Props = Record<string, unknown>;
type Mounted = { handle: WidgetHandle; instance: PodspotInstance; sent: Props };

/** The keys whose values differ, with the new values (`undefined` for a prop no longer given); null when none. */
function changes(before: Props, after: Props): Props | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => !Object.is(before[k], after[k]));
  return changed.length ? Object.fromEntries(changed.map((k) => [k, after[k]])) : null;
}

/**
 * Mounts widget `name` into the returned ref's element through the provider's instance, once both exist (in the
 * browser, after mount). Each widget callback whose event the parent listens to (`@select`) reaches the widget as a
 * stable function that emits it; a callback nobody listens to is not given, so `onNavigate` alone decides whether a
 * link is followed. After every update of the component, what changed goes through `update`.
 */
export function useWidget(
  name: WidgetName,
  props: Props,
  emit: (event: string, detail: unknown) => void,
  instance: Readonly<ShallowRef<PodspotInstance | null>>,
) {
  const element = shallowRef<HTMLElement | null>(null);
  const component = getCurrentInstance()!;
  const keys = dataProps(name);
  const forwarders = new Map<string, (detail: unknown) => void>();
  let mounted: Mounted | null = null;

  const listens = (event: string) => {
    const given = component.vnode.props ?? {};
    const key = toHandlerKey(event);
    return given[key] != null || given[`${key}Once`] != null;
  };
  const current = (): Props => {
    const out: Props = {};
    for (const key of keys) if (props[key] !== undefined) out[key] = props[key];
    for (const [callback, event] of widgetCallbacks(name)) {
      if (!listens(event)) continue;
      if (!forwarders.has(callback)) forwarders.set(callback, (detail) => emit(event, detail));
      out[callback] = forwarders.get(callback);
    }
    return out;
  };
  const unmount = () => {
    mounted?.handle.unmount();
    mounted = null;
  };

  watch(
    [instance, element],
    ([podspot, target]) => {
      if (mounted && mounted.instance === podspot) return;
      unmount(); // another instance: its widget leaves the element before this one mounts
      if (!podspot || !target) return;
      const sent = current();
      mounted = { handle: podspot.mount(name, target, sent), instance: podspot, sent };
    },
    { flush: 'post' },
  );
  onUpdated(() => {
    if (!mounted) return;
    const next = current();
    const changed = changes(mounted.sent, next);
    if (!changed) return;
    mounted.sent = next;
    mounted.handle.update(changed);
  });
  onBeforeUnmount(unmount);
  return element;
}
