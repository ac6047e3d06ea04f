// `npm run size`: raw and gzip sizes of every shipped SDK file, what a host page downloads per widget (beside the same
// widget built on React), the npm packages' entries, and the console's initial load per entry route. Writes
// dist/size.json.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleJs as bundleJsPackage } from './pack/js.mjs';
import { bundleJs as bundleReactPackage } from './pack/react.mjs';
import { HOST_DOWNLOAD_BUDGETS, hostDownloadTarget } from './size-budgets.mjs';
import { bundleJs as bundleVuePackage } from './pack/vue.mjs';

const quiet = process.argv.includes('--quiet');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

if (!existsSync('dist/sdk/podspot.js') || !existsSync('dist/console/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const twin = spawnSync('node_modules/.bin/rollup', ['-c', '--silent'], {
  env: { ...process.env, SDK_REACT_TWIN: '1' },
  stdio: 'inherit',
});
if (twin.status !== 0) process.exit(twin.status ?? 1);

/**
 * A chunk and every chunk it imports statically (not the lazy `import()` ones), as file paths; a re-export
 * (`export {…} from`, a widget entry whose code rollup moved into a shared chunk) is a static import too.
 */
function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      if (spec.startsWith('.') || spec.startsWith('/'))
        visit(spec.startsWith('/') ? join('dist/console', spec) : join(dirname(file), spec));
    }
  };
  visit(entry);
  return [...seen];
}
const sum = (list) => list.reduce((s, f) => s + gz(f), 0);

// The current build's files, as its manifest lists them (dist/sdk may still hold older builds' hashed chunks).
const current = ['manifest.json', ...Object.keys(JSON.parse(readFileSync('dist/sdk/manifest.json', 'utf8')))].map((f) =>
  join('dist/sdk', f),
);
const shipped = current.map((f) => ({ file: relative('dist', f), raw: statSync(f).size, gzip: gz(f) }));
const widgets = readdirSync('dist/sdk/widgets')
  .filter((f) => f.endsWith('.js'))
  .map((f) => {
    const name = f.replace(/\.js$/, '');
    const preact = ['dist/sdk/podspot.js', ...closure(`dist/sdk/widgets/${f}`)];
    const react = ['dist/sdk/podspot.js', ...closure(`dist/sdk-react-twin/widgets/${f}`)];
    return {
      widget: name,
      hostDownloadGzip: sum(preact),
      budgetGzip: HOST_DOWNLOAD_BUDGETS[name],
      targetGzip: hostDownloadTarget(name),
      reactTwinGzip: sum(react),
      chunkGzip: gz(`dist/sdk/widgets/${f}`),
      files: preact.map((p) => relative('dist', p)),
    };
  });

const html = readFileSync('dist/console/index.html', 'utf8');
const entryScript = /<script type="module" src="\/([^"]+)"/.exec(html);
if (!entryScript) throw new Error('dist/console/index.html has no module script: run `npm run build` first.');
const entry = join('dist/console', entryScript[1]);
// Every route also downloads index.html's other scripts (the route preload, scripts/rollup/route-preload.mjs).
const htmlScripts = [...html.matchAll(/<script type="module" async src="\/([^"]+)"/g)].map(([, f]) =>
  join('dist/console', f),
);
const shell = [...htmlScripts, ...closure(entry)];

/** Every chunk of the current console build (entry, static and lazy imports): dist/ may hold older builds' files. */
function reachable(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /(?:\bimport\s*\(\s*|(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?)["'](\.{1,2}\/[^"']+)["']/g,
    ))
      visit(join(dirname(file), spec));
  };
  visit(start);
  return [...seen];
}
const chunks = reachable(entry).map((file) => ({
  file,
  sources: existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources : [],
}));
/** The chunk that holds a source module (e.g. console/features/auth/login-page.tsx). */
const chunkOf = (module) =>
  chunks.find((c) => c.sources.some((s) => s.replace(/\\/g, '/').endsWith(`/${module}`)))?.file;

/**
 * Every console route with a page of its own, read from console/features/<area>/routes.tsx: `path: paths.<name>` and
 * the module its `lazy` imports (written inline or through a helper such as `const login = () => import('./login-page')`;
 * when a `lazy` imports more than one module, the page is the one whose `.then` gives the route's `Component`).
 * Routes of areas outside the frame (console/app/router.tsx: auth, onboarding) load without the frame's chunk.
 */
const FRAMELESS = ['auth', 'onboarding'];
const pathValues = Object.fromEntries(
  [...readFileSync('console/lib/paths.ts', 'utf8').matchAll(/^\s*(\w+): '([^']+)'/gm)].map(([, k, v]) => [k, v]),
);
const pageImport = (code) =>
  (/import\('\.\/([\w/-]+)'\)\s*\.then\(\s*\(?\w*\)?\s*=>\s*\(\{\s*Component/.exec(code) ??
    /import\('\.\/([\w/-]+)'\)/.exec(code))?.[1];
const pages = readdirSync('console/features').flatMap((area) => {
  const file = `console/features/${area}/routes.tsx`;
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const helpers = Object.fromEntries(
    [...text.matchAll(/const (\w+) = ([^;]*?import\([^;]*);/g)].map(([, name, code]) => [name, pageImport(code)]),
  );
  return [...text.matchAll(/path: (?:paths\.(\w+)|'([^']+)'),\s*lazy:\s*([\s\S]*?)(?=\bpath:|\];)/g)].flatMap(
    ([, key, literal, lazy]) => {
      const route = literal ?? pathValues[key];
      const module = pageImport(lazy) ?? helpers[/^(\w+)/.exec(lazy)?.[1] ?? ''];
      return route && module
        ? [{ route, module: `console/features/${area}/${module}.tsx`, framed: !FRAMELESS.includes(area) }]
        : [];
    },
  );
});
const frameChunk = chunkOf('console/app/frame.tsx');
const consoleRoutes = pages.map(({ route, module, framed }) => {
  const chunk = chunkOf(module);
  const list = [
    ...new Set([...shell, ...(framed && frameChunk ? closure(frameChunk) : []), ...(chunk ? closure(chunk) : [])]),
  ];
  return { route, page: module, initialJsGzip: sum(list), files: list.map((f) => relative('dist', f)) };
});

/**
 * The npm packages' entries as `npm run pack` bundles them (React, react-dom and Vue are the host's, not counted), and
 * what a host's bundle gains from @podspot/react with the @podspot/js code it imports, minified together.
 */
async function packageSizes() {
  const root = process.cwd();
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  const out = mkdtempSync(join(tmpdir(), 'podspot-size-'));
  try {
    await bundleJsPackage({ root, version, outdir: join(out, 'js') });
    await bundleReactPackage({ root, version, outdir: join(out, 'react') });
    await bundleVuePackage({ root, outdir: join(out, 'vue') });
    const host = await build({
      stdin: { contents: "export * from './react/index.js';", resolveDir: out },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      external: ['react', 'react-dom', 'react/*'],
      alias: { '@podspot/js': join(out, 'js/index.js') },
      logLevel: 'error',
    });
    return {
      jsEntryGzip: gz(join(out, 'js/index.js')),
      jsTestingGzip: gz(join(out, 'js/testing.js')),
      reactEntryGzip: gz(join(out, 'react/index.js')),
      reactWithJsGzip: gzipSync(host.outputFiles[0].contents, { level: 9 }).length,
      vueEntryGzip: gz(join(out, 'vue/index.js')),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const packages = await packageSizes();

const report = {
  generatedAt: new Date().toISOString(),
  loaderGzip: gz('dist/sdk/podspot.js'),
  shipped,
  widgets,
  packages,
  console: { htmlGzip: gz('dist/console/index.html'), routes: consoleRoutes },
};
writeFileSync('dist/size.json', `${JSON.stringify(report, null, 2)}\n`);

if (!quiet) {
  console.log('\nSDK files (dist/sdk)');
  for (const s of shipped)
    console.log(`  ${s.file.padEnd(44)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
  console.log(
    '\nWhat a host page downloads per widget (loader + widget chunk + the chunks it imports; lazy chunks excluded)',
  );
  for (const w of widgets)
    console.log(
      `  ${w.widget.padEnd(22)} ${kb(w.hostDownloadGzip).padStart(9)} gzip (${w.hostDownloadGzip} B; budget ${w.budgetGzip} B, the issues' target ${w.targetGzip} B)   on React: ${kb(w.reactTwinGzip).padStart(9)}   (${(w.reactTwinGzip / w.hostDownloadGzip).toFixed(1)}× larger)`,
    );
  console.log('\nnpm packages (gzip; React and Vue excluded)');
  console.log(
    `  @podspot/js             ${kb(packages.jsEntryGzip).padStart(9)}   (./testing: ${kb(packages.jsTestingGzip)})`,
  );
  console.log(`  @podspot/react          ${kb(packages.reactEntryGzip).padStart(9)}`);
  console.log(`  @podspot/react + js     ${kb(packages.reactWithJsGzip).padStart(9)}   (what a host bundle gains)`);
  console.log(`  @podspot/vue            ${kb(packages.vueEntryGzip).padStart(9)}`);
  console.log(
    '\nConsole initial JS per route (gzip: the route preload + entry + frame for framed pages + the page, with their static imports)',
  );
  for (const r of consoleRoutes) console.log(`  ${r.route.padEnd(36)} ${kb(r.initialJsGzip).padStart(9)}`);
  console.log('\nWritten to dist/size.json');
}
