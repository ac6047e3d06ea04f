// The widget chunks' shared static imports (the Preact runtime chunk), handed from the widgets build to the loader
// build: the loader starts importing them together with the widget chunk instead of after it (one round trip less).
// rollup -c runs the configs one after another in one process, so the widgets build must come before the loader's.
const imports = new Set();
const VIRTUAL = 'virtual:widget-imports';

/** In the widgets build: remembers every static import of the entry (widget) chunks. */
export function recordWidgetImports() {
  return {
    name: 'record-widget-imports',
    generateBundle(_options, bundle) {
      imports.clear();
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.imports.forEach((i) => imports.add(i));
    },
  };
}

/** In the loader build: `import widgetImports from 'virtual:widget-imports'` gives those paths (relative to /sdk/). */
export function widgetImports() {
  return {
    name: 'widget-imports',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify([...imports].sort())};` : null),
  };
}
