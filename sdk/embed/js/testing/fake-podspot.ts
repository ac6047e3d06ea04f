import { WIDGETS, type WidgetName } from '../../../core/widget-names';
import type { PodspotEventInput } from '../../../core/events';
import { createInstanceEvents } from '../../loader/events';
import { checkOptions, mountTarget, refused } from '../../loader/validate';
import { checkedProps, LIFECYCLE_RULES } from '../../runtime/checked-props';
import { withoutAppearance } from '../../runtime/own-appearance';
import { WIDGET_PROP_RULES } from '../../widget-prop-rules.generated';
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
   * What the host's `fetchToken` gave, in the order the calls settled: the token, or the `Error` it threw (a non-Error
   * rejection is wrapped). As the real SDK does, each instance calls `fetchToken` once, when its first widget mounts.
   */
  tokens: (string | Error)[];
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

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Installs a fake `window.Podspot` for a host's unit tests (jsdom, happy-dom; vitest or Jest): `init` and `mount` check
 * their arguments as the real SDK does and record them, and `mount` and `update` print the console lines the widget
 * prints about its props (an invalid `preset`, a misspelt prop: sdk/README.md#invalid-prop-or-option); each instance calls the host's `fetchToken` once, at its first
 * mount, and records what it gave (`tokens`); nothing else is fetched, no script tag is added, no widget renders.
 * `loadPodspot()` and the React wrapper find it without other setup. Until `uninstall()`, it also sets React's
 * `IS_REACT_ACT_ENVIRONMENT` (when unset), so `act()` runs without warnings.
 */
export function installFakePodspot(): FakePodspot {
  if (typeof window === 'undefined')
    throw new Error('installFakePodspot needs a DOM: run the test in a jsdom or happy-dom environment.');
  const before = Object.getOwnPropertyDescriptor(window, 'Podspot');
  const fake: FakePodspot = { inits: [], mounts: [], tokens: [], emit, uninstall };
  const instances: Instance[] = [];
  // The fake SDK resolves a microtask after mounting, so React hosts test inside act(): without this flag (which only
  // Testing Library's globals mode sets) React warns that "the environment is not configured to support act".
  const actGlobal = globalThis as ActGlobal;
  const actBefore = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT ??= true;

  const askToken = (options: PodspotOptions) =>
    Promise.resolve()
      .then(() => options.fetchToken())
      .then(
        (token) => void fake.tokens.push(token),
        (error: unknown) => void fake.tokens.push(error instanceof Error ? error : new Error(String(error))),
      );

  function init(options: PodspotOptions): PodspotInstance {
    checkOptions(options);
    fake.inits.push(options);
    const own: Instance = { events: createInstanceEvents(options.onEvent), mounts: [] };
    instances.push(own);
    let destroyed = false;
    return {
      // A mistake is the SDK's one console line and a handle that does nothing (a throw under `strict`); not recorded.
      mount(name, target, props) {
        const element = mountTarget(destroyed, name, target);
        if (typeof element === 'string') return refused(element, options.strict);
        // The widget's console lines about its props, as its chunk would print them; the props are recorded as given.
        const check = (given: object | undefined) =>
          checkedProps(name, { ...WIDGET_PROP_RULES[name], ...LIFECYCLE_RULES }, withoutAppearance(given ?? {}));
        check(props);
        if (own.mounts.length === 0) void askToken(options);
        const mounted = {
          name,
          target: element,
          props: props ?? {},
          updates: [] as object[],
          unmounted: false,
        } as FakeMount;
        fake.mounts.push(mounted);
        own.mounts.push(mounted);
        return {
          update(next) {
            check(next);
            (mounted.updates as object[]).push(next);
          },
          unmount: () => void (mounted.unmounted = true),
        };
      },
      update: () => undefined,
      on: own.events.on,
      destroy() {
        destroyed = true;
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
    actGlobal.IS_REACT_ACT_ENVIRONMENT = actBefore;
    if (actBefore === undefined) delete actGlobal.IS_REACT_ACT_ENVIRONMENT;
    if (before) Object.defineProperty(window, 'Podspot', before);
    else delete window.Podspot;
  }

  const podspot: PodspotGlobal = { init, version: 'fake', widgets: WIDGETS };
  window.Podspot = podspot;
  return fake;
}
