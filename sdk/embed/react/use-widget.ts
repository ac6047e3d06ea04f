import { useContext, useEffect, useRef } from './react-hooks';
import type { PodspotInstance, WidgetHandle, WidgetName, WidgetProps } from '../js/index';
import { releaseSoon, type Held } from './keep-through-strict-mode';
import { PodspotContext } from './provider';

type Props = Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;
type Mounted = Held & { handle: WidgetHandle; instance: PodspotInstance; element: Element; sent: Props };

/** The keys whose values differ, with the new values (`undefined` for a prop no longer given); null when none. */
function changes(before: Props, after: Props): Props | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => !Object.is(before[k], after[k]));
  return changed.length ? Object.fromEntries(changed.map((k) => [k, after[k]])) : null;
}

/**
 * Mounts widget `name` into the returned ref's element through the provider's instance. Callback props reach the
 * widget as stable functions that call the latest one given, so a new callback causes no update and no remount; any
 * other prop that changes (compared with `Object.is`) goes through `update`.
 */
export function useWidget<N extends WidgetName>(name: N, props: WidgetProps[N]) {
  const instance = useContext(PodspotContext);
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(props as Props);
  latest.current = props as Props;
  const forwarders = useRef(new Map<string, Callback>());
  const mounted = useRef<Mounted | null>(null);

  const forWidget = (given: Props): Props =>
    Object.fromEntries(
      Object.entries(given).map(([key, value]) => {
        if (typeof value !== 'function') return [key, value];
        let forward = forwarders.current.get(key);
        if (!forward) {
          forward = (...args) => (latest.current[key] as Callback | undefined)?.(...args);
          forwarders.current.set(key, forward);
        }
        return [key, forward];
      }),
    );

  useEffect(() => {
    const element = ref.current;
    if (!instance || !element) return;
    const unmount = (gone: Mounted) => {
      gone.handle.unmount();
      if (mounted.current === gone) mounted.current = null;
    };
    const kept = mounted.current;
    if (kept && kept.instance === instance && kept.element === element) {
      kept.held = true; // StrictMode's second run: the same widget
      return () => releaseSoon(kept, unmount);
    }
    if (kept) unmount(kept); // another instance: its widget leaves the element before this one mounts
    const sent = forWidget(latest.current);
    const own: Mounted = { held: true, handle: instance.mount(name, element, sent), instance, element, sent };
    mounted.current = own;
    return () => releaseSoon(own, unmount);
  }, [instance, name]);

  // After every render: what changed since the last props the widget got.
  useEffect(() => {
    const own = mounted.current;
    if (!own) return;
    const next = forWidget(props as Props);
    const changed = changes(own.sent, next);
    if (!changed) return;
    own.sent = next;
    own.handle.update(changed);
  });

  return ref;
}
