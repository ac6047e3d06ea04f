import widgetImports, { everyWidget } from 'virtual:widget-imports';
import { createInit } from './instance';
import type { WidgetName } from '../../core/widget-names';
import { WIDGETS } from './widget-list';
import type { WidgetModule } from '../contract';

/** The classic script hosts include. Defines `window.Podspot` and nothing else; widget chunks load on first mount. */
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;
const modules = new Map<WidgetName, Promise<WidgetModule>>();

// No integrity check here: import() takes no integrity option. The host's <script integrity> covers this loader;
// the chunks it imports are trusted through their URLs: published under /sdk/vX.Y.Z/ (shared code in content-hashed
// chunks/ files), which never change once released, on the same origin as the loader.
const importChunk = (path: string) => import(/* webpackIgnore: true */ `${base}${path}`);
/** A shared chunk, by the name the build lists it under (scripts/rollup/widget-imports.mjs). */
const sharedChunk = (name: string) => importChunk(`chunks/${name}.js`);
/** Starts a chunk that a widget chunk imports; a failure is that widget import's to report (it imports the same URL). */
const startChunk = (name: string) => void sharedChunk(name).catch(() => undefined);

const load = (name: WidgetName) => {
  let module = modules.get(name);
  if (!module) {
    // The chunks this widget imports (shared code), fetched beside the widget chunk rather than after it; the runtime's
    // started as the loader ran (and again here after a failure: a browser fetches a failed module anew on import()).
    widgetImports[name]?.forEach(startChunk);
    // Which part failed: importing the runtime again tells.
    module = importChunk(`widgets/${name}.js`).catch(() =>
      Promise.all(everyWidget.map(sharedChunk)).then(
        () => Promise.reject('chunk'),
        () => Promise.reject('script'),
      ),
    ) as Promise<WidgetModule>;
    modules.set(name, module);
    module.catch(() => modules.delete(name)); // a failed load may be retried by the next mount
  }
  return module;
};

// What every widget runs on (the runtime chunk) starts loading now, while the host's own scripts get to mount().
everyWidget.forEach(startChunk);

const init = createInit(base, load);

/** package.json's version, written in by the build (rollup.config.mjs); /sdk/v<version>/ serves this loader. */
declare const __PODSPOT_VERSION__: string;
window.Podspot = { init, version: __PODSPOT_VERSION__, widgets: WIDGETS };
