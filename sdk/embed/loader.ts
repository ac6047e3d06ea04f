import { WIDGETS, type HostContext, type PodspotInstance, type PodspotOptions, type WidgetHandle, type WidgetModule, type WidgetName } from './types';
import { createInstanceEvents } from './events';
import { checkOptions, resolveTarget } from './validate';

/** The classic script hosts include. Defines `window.Podspot` and nothing else; widget chunks load on first mount. */
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;
const modules = new Map<WidgetName, Promise<WidgetModule>>();

const load = (name: WidgetName) => {
  let module = modules.get(name);
  if (!module) {
    module = import(/* webpackIgnore: true */ `${base}widgets/${name}.js`) as Promise<WidgetModule>;
    modules.set(name, module);
    module.catch(() => modules.delete(name)); // a failed load may be retried by the next mount
  }
  return module;
};

function init(options: PodspotOptions): PodspotInstance {
  checkOptions(options);
  let appearance = { ...options.appearance };
  let locale = options.locale ?? navigator.language ?? 'en-US';
  const events = createInstanceEvents(options.onEvent);
  const handles = new Set<WidgetHandle>();
  const host: HostContext = {
    apiBase: (options.apiBase ?? new URL('../api', base).href).replace(/\/+$/, ''),
    fetchToken: options.fetchToken,
    getAppearance: () => appearance,
    getLocale: () => locale,
    subscribe: events.subscribeSettings,
    emit: events.emit,
    key: {},
  };

  return {
    mount(name, target, props = {}) {
      if (!WIDGETS.includes(name)) throw new Error(`Podspot: unknown widget "${name}". Use one of: ${WIDGETS.join(', ')}.`);
      const element = resolveTarget(target);
      let mounted: WidgetHandle | null = null;
      let pending: object = { ...props };
      let removed = false;
      load(name).then(
        (module) => {
          if (removed) return;
          try {
            mounted = module.mountWidget(element, pending, host);
          } catch (error) {
            events.emit('error', { widget: name, message: String((error as Error)?.message ?? error) }, element);
          }
        },
        () => events.emit('error', { widget: name, message: `Podspot could not load the ${name} widget. Check the network and the page's CSP.` }, element),
      );
      const handle: WidgetHandle = {
        update(next) {
          pending = { ...pending, ...next };
          mounted?.update(next);
        },
        unmount() {
          removed = true;
          handles.delete(handle);
          mounted?.unmount();
          mounted = null;
        },
      };
      handles.add(handle);
      return handle as WidgetHandle<never>;
    },
    update(next) {
      if (next.appearance) appearance = { ...appearance, ...next.appearance };
      if (next.locale) locale = next.locale;
      events.settingsChanged();
    },
    on: events.on,
    destroy() {
      for (const handle of [...handles]) handle.unmount();
      events.clear();
    },
  };
}

declare global {
  interface Window {
    Podspot: { init: typeof init; version: string; widgets: readonly WidgetName[] };
  }
}
window.Podspot = { init, version: '0.1.0', widgets: WIDGETS };
