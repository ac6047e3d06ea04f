// Each widget chunk's static imports (the Preact runtime chunk and the shared chunks it needs), handed from the widgets
// build to the loader build: the loader starts importing them together with the widget chunk instead of after it (one
// round trip less), and only those of the widget being mounted. rollup -c runs the configs one after another in one
// process, so the widgets build must come before the loader's.
const importsByWidget = new Map();
const VIRTUAL = 'virtual:widget-imports';

/** `chunks/runtime-x1.js` → `runtime-x1`: the loader spells out the folder and the extension once (loader bytes). */
const chunkFileName = (path) => {
  const name = /^chunks\/([^/]+)\.js$/.exec(path)?.[1];
  if (!name) throw new Error(`widget-imports: a widget chunk imports ${path}, outside chunks/`);
  return name;
};

/** In the widgets build: remembers the static imports of every entry (widget) chunk, by widget name. */
export function recordWidgetImports() {
  return {
    name: 'record-widget-imports',
    generateBundle(_options, bundle) {
      importsByWidget.clear();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry)
          importsByWidget.set(chunk.name, [...chunk.imports].map(chunkFileName).sort());
    },
  };
}

/**
 * In the loader build: `import widgetImports from 'virtual:widget-imports'` gives those chunks' names (`chunks/<name>.js`) by
 * widget, but those of `everyWidget` (the runtime), which the loader starts as it runs: listing them again per widget
 * would cost loader bytes for nothing.
 */
export function widgetImports() {
  return {
    name: 'widget-imports',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load: (id) => {
      if (id !== `\0${VIRTUAL}`) return null;
      const lists = [...importsByWidget.values()];
      const everyWidget = lists.length
        ? lists.reduce((shared, list) => shared.filter((path) => list.includes(path)))
        : [];
      const own = [...importsByWidget]
        .map(([name, list]) => [name, list.filter((path) => !everyWidget.includes(path))])
        .filter(([, list]) => list.length)
        .sort();
      return `export default ${JSON.stringify(Object.fromEntries(own))};\nexport const everyWidget = ${JSON.stringify(everyWidget)};`;
    },
  };
}
