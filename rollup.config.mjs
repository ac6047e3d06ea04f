import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compiledMessages } from './scripts/rollup/compiled-messages.mjs';
import { htmlEntry } from './scripts/rollup/html.mjs';
import { localeFiles } from './scripts/rollup/locale-files.mjs';
import { rawCss } from './scripts/rollup/raw-css.mjs';
import { consoleChunks } from './scripts/rollup/console-chunks.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { sriManifest } from './scripts/rollup/sri-manifest.mjs';
import { recordWidgetImports, widgetImports } from './scripts/rollup/widget-imports.mjs';
import { buildTimeValues } from './scripts/rollup/build-time-values.mjs';
import { widgetEntries, widgetInputs } from './scripts/rollup/widget-entries.mjs';
import { evaluateModule } from './scripts/evaluate-module.mjs';

// Written against React, shipped on Preact: most specific first (react-dom/client before react-dom).
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Code outside sdk/ imports the SDK as `@sdk/…` (tsconfig.json `paths`). */
const sdkAlias = { find: /^@sdk\//, replacement: `${fileURLToPath(new URL('./sdk/', import.meta.url))}` };

const production = process.env.NODE_ENV !== 'development';
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const ts = () => typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true });
const common = (compress = { passes: 2 }) => [
  tableValues(),
  alias({ entries: [sdkAlias] }),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __PODSPOT_VERSION__: JSON.stringify(version),
    },
  }),
  rawCss(),
  compiledMessages(),
  json({ preferConst: true, compact: true }),
  resolve({
    browser: true,
    exportConditions: [production ? 'production' : 'development'],
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
  }),
  commonjs(),
  ts(),
  production && terser({ format: { comments: false }, compress }),
];

/** The widgets, from the widget table; each chunk's entry is written by widgetEntries(). */
const sdkWidgets = Object.keys((await evaluateModule('sdk/core/widget-table.ts')).WIDGET_TABLE);
/** Data derived from the widget table, shipped as the values it evaluates to (scripts/rollup/build-time-values.mjs). */
const tableValues = () =>
  buildTimeValues(['sdk/core/widget-names.ts', 'sdk/embed/element-attributes.ts', 'sdk/embed/callback-events.ts']);

/**
 * Shared code of the widget chunks: one runtime chunk with the libraries and the SDK code every widget runs (mounting,
 * the API client, status views); code that only some widgets use goes in the widget's own chunk or in a chunk shared
 * by just those widgets (chunkPlan below), so a page with the earnings card never downloads the uploader's code.
 */
const sdkChunk = (id, { getModuleIds, getModuleInfo }) => {
  // The sanitiser (DOMPurify) loads only with the HTML it cleans (sdk/ui/safe-html.tsx): a chunk of its own.
  if (/[/\\]node_modules[/\\]dompurify[/\\]|[/\\]sdk[/\\]ui[/\\]sanitize-html\.ts$/.test(id)) return 'sanitize-html';
  if (id.includes('node_modules/')) return 'runtime';
  // The presets (earnings card, spend table, first requests) in the chunk both already download, not in the runtime of
  // the widgets that have no duration; left to chunk merging they can land in the earnings card's chunk, which the
  // spend table then downloads whole.
  if (/[/\\]sdk[/\\]core[/\\]date-presets\.ts$/.test(id)) return 'shared';
  return chunkPlan(getModuleIds, getModuleInfo).get(id);
};

/**
 * Forced into the runtime with what they import: the figures' formats, the stores' hook and the small parts every other
 * widget imports: the onboarding widget's frame uses none of them (its screens, lazy, do), and apart they would be
 * chunks of their own. And the instance's changes
 * (every widget but the spend table): merged with the chunk of what only the older widgets share, it made the
 * notification banner download their skeletons and toasts.
 */
const RUNTIME_TOO =
  /[/\\]sdk[/\\](core[/\\](format|format-en-us|text-direction)|stores[/\\](use-store|latest-call)|ui[/\\](own-styles|use-instance-changes))\.ts$/;
/** Shared code smaller than this (source characters) joins the one `shared` chunk rather than be a chunk of its own. */
const MIN_SHARED_CHUNK = 2048;
const plans = new WeakMap();

/**
 * Every module a widget imports statically, by chunk. What only one widget imports statically goes in its own chunk
 * even when another widget's lazy chunk imports it too (the notification banner's flows import the inbox's and the
 * uploader's code): left to rollup, that code became a chunk of its own, one more request and gzip stream in the
 * widget's download. So every module a widget imports statically is named: rollup adds a named chunk's unnamed static
 * imports to it. Code some widgets share is grouped by the widgets that import it; small groups make up one `shared`
 * chunk (as rollup's minimum chunk size would merge them).
 */
function chunkPlan(getModuleIds, getModuleInfo) {
  if (plans.has(getModuleInfo)) return plans.get(getModuleInfo);
  const ids = [...getModuleIds()];
  const plan = new Map();
  const forced = ids.filter((id) => RUNTIME_TOO.test(id));
  while (forced.length) {
    const id = forced.pop();
    if (plan.has(id)) continue;
    plan.set(id, 'runtime');
    forced.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  const groups = new Map();
  for (const id of ids) {
    if (plan.has(id) || !/[/\\]sdk[/\\]|^\0widget-entry:/.test(id)) continue;
    const entries = [...staticEntriesOf(id, getModuleInfo)].sort();
    if (entries.length === sdkWidgets.length) plan.set(id, 'runtime');
    else if (entries.length === 1) plan.set(id, entries[0].slice(entries[0].indexOf(':') + 1));
    else if (entries.length > 1) groups.set(entries.join(), [...(groups.get(entries.join()) ?? []), id]);
  }
  for (const members of groups.values()) {
    const size = members.reduce((sum, id) => sum + (getModuleInfo(id)?.code?.length ?? 0), 0);
    const name = members.map((id) => id.replace(/^.*[/\\]|\..*$/g, '')).sort()[0];
    for (const id of members) plan.set(id, size < MIN_SHARED_CHUNK ? 'shared' : name);
  }
  plans.set(getModuleInfo, plan);
  return plan;
}

/** The entry modules that reach `id` through static imports only. */
function staticEntriesOf(id, getModuleInfo, seen = new Set(), entries = new Set()) {
  if (seen.has(id)) return entries;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return entries;
  if (info.isEntry) entries.add(id);
  for (const importer of info.importers) staticEntriesOf(importer, getModuleInfo, seen, entries);
  return entries;
}

/**
 * The console's libraries: `vendor` holds only what the shell and /login run (React, the router, the session store,
 * the HTTP client); any other package goes with the lazy chunks that import it, so it never joins the first download.
 */
const CONSOLE_VENDOR =
  /[/\\]node_modules[/\\](react|react-dom|scheduler|react-router|react-router-dom|zustand|redaxios)[/\\]/;
const consoleChunking = consoleChunks({ vendor: CONSOLE_VENDOR, lazyOnly: /[/\\]node_modules[/\\]uplot[/\\]/ });

// Libraries' "use client" directives mean nothing outside React Server Components.
const onwarn = (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning));

/** The same widgets built on real React, only to measure what Preact saves (`npm run size`); never shipped. */
const reactTwin = {
  input: widgetInputs(sdkWidgets),
  output: {
    dir: 'dist/sdk-react-twin',
    format: 'es',
    entryFileNames: 'widgets/[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: sdkChunk,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [widgetEntries(), ...common()],
  onwarn,
};

const builds = process.env.SDK_REACT_TWIN
  ? [reactTwin]
  : [
      // Widget chunks: ESM, loaded by the loader with import() on first mount.
      {
        input: widgetInputs(sdkWidgets),
        output: {
          dir: 'dist/sdk',
          format: 'es',
          // Published beside each chunk but not linked from it, as the loader's: the link cost every chunk a host
          // downloads about 40 B of gzip (docs/performance.md#sdk-bytes-against-the-issues-budgets).
          sourcemap: 'hidden',
          entryFileNames: 'widgets/[name].js',
          // Six characters of hash tell the few dozen chunks apart; every import of a chunk, and the loader's list of
          // them, spells it (loader bytes).
          chunkFileNames: 'chunks/[name]-[hash:6].js',
          manualChunks: sdkChunk,
          // Shared chunks under 2 KB are merged where rollup can do so without running code a widget does not import.
          experimentalMinChunkSize: 2048,
        },
        // A widget's lazy chunks (its dialogs) import the widget's own code from the widget chunk itself: kept to its
        // exports, rollup would move that code to a chunk of its own, one more path in the loader's list.
        preserveEntrySignatures: 'allow-extension',
        plugins: [
          alias({ entries: preactAliases }),
          widgetEntries(),
          ...common(),
          localeFiles(),
          recordWidgetImports(),
          sriManifest(),
          precompress(),
        ],
        onwarn,
      },
      // The loader: one classic script, window.Podspot only. After the widgets: it names their shared chunk.
      {
        input: 'sdk/embed/loader/main.ts',
        // For the budget's bytes (docs/decisions/0038-mount-never-throws.md): no "use strict" prologue (its classes are
        // strict anyway, and the minified code relies on nothing sloppy mode changes), a source map published beside
        // it but not linked from it, one more compress pass.
        output: { file: 'dist/sdk/podspot.js', format: 'iife', sourcemap: 'hidden', strict: false },
        // The unsafe options assume what the loader's code never does: builtins replaced, functions used as constructors, `<`
        // on objects with valueOf.
        plugins: [
          widgetImports(),
          ...common({ passes: 3, unsafe: true, unsafe_arrows: true, unsafe_comps: true, unsafe_methods: true }),
          sriManifest(),
          precompress(),
        ],
        onwarn,
      },
      // The console: React, one chunk per route area, hashed names.
      {
        input: { main: 'console/main.tsx' },
        output: {
          dir: 'dist/console',
          format: 'es',
          sourcemap: true,
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          manualChunks: consoleChunking.manualChunks,
        },
        plugins: [
          consoleChunking.plugin,
          ...common(),
          htmlEntry({ template: 'console/index.html', entryName: 'main' }),
          precompress(),
        ],
        onwarn,
      },
      // The examples' React host page: the SDK's React wrapper on real React (no Preact alias); examples/server.ts serves it.
      {
        input: 'examples/react-host/main.tsx',
        output: { file: 'dist/examples/react-host.js', format: 'iife', sourcemap: true },
        plugins: common(),
        onwarn,
      },
    ];

// `SDK_ONLY=1`: the widget chunks and the loader alone (the first two builds), for tests that build a copy of the SDK.
export default process.env.SDK_ONLY ? builds.slice(0, 2) : builds;
