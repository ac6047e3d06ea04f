import { WIDGETS, type WidgetName } from '../../../core/widget-names';
import type { PodspotEventInput } from '../../../core/events';
import { createInstanceEvents } from '../../loader/events';
import { checkOptions, resolveTarget } from '../../loader/validate';
import type {
  PodspotEvents,
  PodspotEventType,
  PodspotGlobal,
  PodspotInstance,
  PodspotOptions,
  WidgetProps,
} from '../../public-types';

/** One `mount` call the fake received; a union by `name`, so checking `name` narrows `props`. */
export type FakeMount<N extends WidgetName = WidgetName> = N extends WidgetName ? MountOf<N> : never;
type MountOf<N extends WidgetName> = {
  name: N;
  /** The element the widget was mounted into (a selector is resolved as the real SDK does). */
  target: Element;
  /** The props given to `mount`. */
  props: WidgetProps[N];
  /** Every `update` call's props, in order. */
  updates: Partial<WidgetProps[N]>[];
  /** `true` once `unmount` (or the instance's `destroy`) ran. */
  unmounted: boolean;
};

/** What `installFakePodspot` returns: what the page asked of Podspot, and a way to answer with events. */
export type FakePodspot = {
  /** Each `Podspot.init` call's options, in order. */
  inits: PodspotOptions[];
  /** Each `mount` call, in order (unmounted ones stay, marked `unmounted`). */
  mounts: FakeMount[];
  /**
   * Delivers an event as a widget would: to `onEvent` and `on()` listeners of the instance that mounted it, and as the
   * DOM `CustomEvent` `podspot:<type>` (bubbling, composed) on its target. The widget is the most recent mounted one
   * named `widget` (default: `detail.widget`, else the most recent mounted widget of any name); with none mounted, the
   * latest instance gets it and the DOM event goes to `document`.
   */
  emit<K extends PodspotEventType>(type: K, detail: PodspotEventInput<K>, widget?: WidgetName): void;
  /** Puts back the `window.Podspot` there was before (or none). */
  uninstall(): void;
};

type Instance = { events: ReturnType<typeof createInstanceEvents>; mounts: FakeMount[] };

/**
 * Installs a fake `window.Podspot` for a host's unit tests (jsdom, happy-dom): `init` and `mount` check their
 * arguments as the real SDK does and record them; nothing is fetched, no script tag is added, no widget renders.
 * `loadPodspot()` and the React wrapper find it without other setup.
 */
export function installFakePodspot(): FakePodspot {
  if (typeof window === 'undefined')
    throw new Error('installFakePodspot needs a DOM: run the test in a jsdom or happy-dom environment.');
  const before = Object.getOwnPropertyDescriptor(window, 'Podspot');
  const fake: FakePodspot = { inits: [], mounts: [], emit, uninstall };
  const instances: Instance[] = [];

  function init(options: PodspotOptions): PodspotInstance {
    checkOptions(options);
    fake.inits.push(options);
    const own: Instance = { events: createInstanceEvents(options.onEvent), mounts: [] };
    instances.push(own);
    return {
      mount(name, target, props) {
        if (!WIDGETS.includes(name))
          throw new Error(`Podspot: unknown widget "${name}". Use one of: ${WIDGETS.join(', ')}.`);
        const mounted = {
          name,
          target: resolveTarget(target),
          props: props ?? {},
          updates: [] as object[],
          unmounted: false,
        } as FakeMount;
        fake.mounts.push(mounted);
        own.mounts.push(mounted);
        return {
          update: (next) => void (mounted.updates as object[]).push(next),
          unmount: () => void (mounted.unmounted = true),
        };
      },
      update: () => undefined,
      on: own.events.on,
      destroy() {
        for (const mounted of own.mounts) mounted.unmounted = true;
        own.events.clear();
      },
    };
  }

  function emit<K extends PodspotEventType>(type: K, detail: PodspotEventInput<K>, widget?: WidgetName) {
    const name = widget ?? (detail as { widget?: WidgetName }).widget;
    const live = instances.flatMap((i) => i.mounts.filter((m) => !m.unmounted && (!name || m.name === name)));
    const mounted = live.at(-1);
    const owner = mounted ? instances.find((i) => i.mounts.includes(mounted)) : instances.at(-1);
    if (!owner) throw new Error(`installFakePodspot: no Podspot.init ran yet, so nothing can receive "${type}".`);
    owner.events.emit(type, detail as PodspotEvents[K], mounted?.target ?? document.documentElement);
  }

  function uninstall() {
    if (before) Object.defineProperty(window, 'Podspot', before);
    else delete window.Podspot;
  }

  const podspot: PodspotGlobal = { init, version: 'fake', widgets: WIDGETS };
  window.Podspot = podspot;
  return fake;
}
