import { onBeforeUnmount, onUpdated, shallowRef, watch, type ShallowRef } from 'vue';
import type { PodspotInstance, WidgetHandle, WidgetName } from '../js/index';

type Props = Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;
type Mounted = { handle: WidgetHandle; instance: PodspotInstance; sent: Props };

/** The keys whose values differ, with the new values (`undefined` for a prop no longer given); null when none. */
function changes(before: Props, after: Props): Props | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => !Object.is(before[k], after[k]));
  return changed.length ? Object.fromEntries(changed.map((k) => [k, after[k]])) : null;
}

/**
 * Mounts widget `name` into the returned ref's element through the provider's instance, once both exist (in the
 * browser, after mount). Listeners (`@select` → `onSelect`) reach the widget as stable functions that call the latest
 * one given, so a new listener causes no update; a callback nobody listens to is not given, so `onNavigate` alone
 * decides whether a link is followed. After every update of the component, what changed goes through `update`.
 */
export function useWidget(
  name: WidgetName,
  props: () => Props,
  instance: Readonly<ShallowRef<PodspotInstance | null>>,
) {
  const element = shallowRef<HTMLElement | null>(null);
  const forwarders = new Map<string, Callback>();
  let mounted: Mounted | null = null;

  const current = (): Props =>
    Object.fromEntries(
      Object.entries(props()).map(([key, value]) => {
        if (typeof value !== 'function' && !Array.isArray(value)) return [key, value];
        if (!forwarders.has(key))
          // Vue gives an array when two listeners of one event merge (a parent's and a fallthrough one).
          forwarders.set(key, (...args) => [props()[key]].flat().map((f) => (f as Callback | undefined)?.(...args)));
        return [key, forwarders.get(key)];
      }),
    );
  const unmount = () => {
    mounted?.handle.unmount();
    mounted = null;
  };

  watch(
    [instance, element],
    ([podspot, target]) => {
      if (mounted?.instance === podspot) return;
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
