import type { WidgetName } from '../../core/widget-names';
import type { LifecycleProps, LoadErrorReason } from '../../core/events';
import type { HostContext, WidgetModule } from '../contract';
import type { PodspotInstance, PodspotOptions, WidgetHandle } from '../public-types';
import { defineElements } from './custom-elements';
import { earlyStart } from './early-start';
import { createInstanceEvents } from './events';
import { clearLoadError, showLoadError } from './load-error';
import { checkOptions, mountTarget, refused } from './validate';

// Custom elements are defined once per page, so they mount through the page's most recent instance.
let latest: PodspotInstance | null = null;

/**
 * Creates `Podspot.init`; `load` fetches a widget's chunk (import() in the loader, a fake in tests) and rejects with
 * what failed: `script` (the runtime every widget runs on) or `chunk` (the widget's own code).
 */
export function createInit(base: string, load: (name: WidgetName) => Promise<WidgetModule>) {
  return function init(options: PodspotOptions): PodspotInstance {
    checkOptions(options);
    let appearance = { ...options.appearance };
    let locale = options.locale;
    const events = createInstanceEvents(options.onEvent);
    const handles = new Set<WidgetHandle>();
    const strict = options.strict;
    let destroyed = false;
    // The loader lives in /sdk/ or a versioned /sdk/vX.Y.Z/: either way the API is /api beside /sdk.
    const apiBase = (options.apiBase ?? new URL('../api', base.replace(/\/v\d+\.\d+\.\d+\/$/, '/')).href).replace(
      /\/+$/,
      '',
    );
    const early = earlyStart(apiBase, options.fetchToken);
    const host: HostContext = {
      apiBase,
      fetchToken: early.fetchToken,
      early: early.take,
      getAppearance: () => appearance,
      getLocale: () => locale,
      subscribe: events.subscribe,
      emit: events.emit,
      key: {},
      options,
    };

    const instance: PodspotInstance = {
      // A mistake here is one console line and a handle that does nothing: the host's other mounts go on
      // (docs/decisions/0038-mount-never-throws.md); `strict` makes it throw.
      mount(name, target, props = {}) {
        const element = mountTarget(destroyed, name, target);
        if (typeof element === 'string') return refused(element, strict);
        element.podspot = name;
        let mounted: WidgetHandle | null = null;
        let pending: LifecycleProps = { ...props };
        let removed = false;
        const ref = { widget: name, id: element.id || undefined };
        const start = () =>
          load(name).then(
            (module) => {
              // The widget unmounts itself through `handle` when its element leaves the document.
              if (!removed) mounted = module.mountWidget(element, pending, host, handle);
            },
            (reason: LoadErrorReason) => {
              if (removed) return;
              // A loaderror only (no `error`): nothing of the widget ran. Its message is for the developer; `reason` says
              // whether the runtime every widget shares (`script`) or this widget's own code (`chunk`) did not come.
              const message = `Podspot could not load the ${name} widget. Check the network and the page's CSP.`;
              events.emit('loaderror', { ...ref, reason, message }, element, pending.onLoadError);
              showLoadError(element, start); // not a blank box: a message and a Retry (which imports the chunk again)
            },
          );
        // At mount, not when the code has arrived: the widget's code and its first request start loading now.
        performance.mark(`podspot:${name}:start`);
        events.emit('loaderstart', ref, element, pending.onLoaderStart);
        start();
        early.start(name, props as Record<string, unknown>);
        const handle: WidgetHandle = {
          update(next) {
            pending = { ...pending, ...next };
            mounted?.update(next);
          },
          // A second unmount reaches the widget, which warns; the element is released once only.
          unmount() {
            if (!removed) {
              removed = true;
              handles.delete(handle);
              element.podspot = undefined;
              clearLoadError(element);
            }
            mounted?.unmount();
          },
        };
        handles.add(handle);
        return handle as WidgetHandle<never>;
      },
      update(next) {
        if (next.appearance) appearance = { ...appearance, ...next.appearance };
        if (next.locale) locale = next.locale;
        events.changed();
      },
      on: events.on,
      destroy() {
        destroyed = true;
        for (const handle of [...handles]) handle.unmount();
        events.clear();
        if (latest === instance) latest = null;
      },
    };
    latest = instance;
    defineElements(() => latest);
    return instance;
  };
}
