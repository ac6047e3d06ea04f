// The build steps the package modules share: ESM and CommonJS through esbuild, one .d.ts (and .d.cts) per entry through
// rollup-plugin-dts, and the mapping of an SDK source module to another package (the React wrapper imports
// @podspot/js, not a copy of it).
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/** A fresh staging folder dist/packages/<name>, holding only the repo's LICENSE (npm packs it whatever `files` says). */
export function stagingDir(root, name) {
  const dir = join(root, 'dist/packages', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  return dir;
}

/** What every packed manifest says of its license (the repo's LICENSE, copied into each package). */
export const LICENSE = 'MIT';

export const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const withoutExtension = (path) => path.replace(/\.tsx?$/, '');
/** Whether `specifier`, imported from `importer`, is the module at `target` (an absolute path without extension). */
const isModule = (specifier, importer, target) =>
  specifier.startsWith('.') &&
  [target, join(dirname(target), 'index')].includes(resolve(dirname(importer), withoutExtension(specifier)));

/**
 * Minified ESM, one file per entry (`{ index: 'sdk/embed/js/index.ts' }` → index.js), with source maps. `packages`
 * maps SDK source modules to the package that ships them (`{ 'sdk/embed/js/index.ts': '@podspot/js' }`); `replace`
 * swaps a source module's code for generated code. `format: 'cjs'` writes the CommonJS twin (index.cjs) from the same
 * source, for hosts whose tests `require` (Jest); no shared chunks there, as esbuild splits ESM only.
 *
 * @param {{ root: string, entries: Record<string, string>, outdir: string, external?: string[],
 *   packages?: Record<string, string>, replace?: Record<string, string>, format?: 'esm' | 'cjs' }} options
 */
export async function bundleEsm({ root, entries, outdir, external = [], packages = {}, replace = {}, format = 'esm' }) {
  const mapped = Object.entries(packages).map(([source, id]) => [withoutExtension(resolve(root, source)), id]);
  const replaced = new Map(Object.entries(replace).map(([source, code]) => [resolve(root, source), code]));
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(root, file)])),
    outdir,
    bundle: true,
    format,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    splitting: format === 'esm',
    outExtension: format === 'cjs' ? { '.js': '.cjs' } : {},
    chunkNames: 'chunks/[name]-[hash]',
    external,
    logLevel: 'error',
    plugins: [
      {
        name: 'podspot-packages',
        setup(b) {
          b.onResolve({ filter: /^\./ }, ({ path, importer }) => {
            const hit = mapped.find(([target]) => isModule(path, importer, target));
            return hit ? { path: hit[1], external: true } : undefined;
          });
          b.onLoad({ filter: /\.tsx?$/ }, ({ path }) =>
            replaced.has(path) ? { contents: replaced.get(path), loader: 'ts' } : undefined,
          );
        },
      },
    ],
  });
  if (result.errors.length) throw new Error(`esbuild failed: ${result.errors.map((e) => e.text).join('; ')}`);
}

/**
 * One bundled .d.ts per entry (index.d.ts), the same `packages` mapping as `bundleEsm`; `plugins` run after
 * rollup-plugin-dts.
 *
 * @param {{ root: string, entries: Record<string, string>, outdir: string, external?: string[],
 *   packages?: Record<string, string>, plugins?: import('rollup').Plugin[] }} options
 */
export async function bundleTypes({ root, entries, outdir, external = [], packages = {}, plugins = [] }) {
  const mapped = Object.entries(packages).map(([source, id]) => [withoutExtension(resolve(root, source)), id]);
  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(root, file)])),
    external: (id) => external.some((e) => id === e || id.startsWith(`${e}/`)),
    plugins: [
      {
        name: 'podspot-packages',
        resolveId(source, importer) {
          const hit = importer && mapped.find(([target]) => isModule(source, importer, target));
          return hit ? { id: hit[1], external: true } : null;
        },
      },
      dts({ tsconfig: resolve(root, 'tsconfig.json'), compilerOptions: { paths: {} } }),
      ...plugins,
    ],
    onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
  });
  await bundle.write({
    dir: outdir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: 'chunks/[name]-[hash].d.ts',
  });
  await bundle.close();
}

/**
 * The CommonJS twin of every `.d.ts` in `outdir` (and chunks/): `x.d.cts` beside it, its relative imports pointing at
 * the twins, so TypeScript under `node16`/`nodenext` reads the types of the `require` entry as CommonJS.
 */
export function cjsTypes(outdir) {
  const dirs = [outdir, join(outdir, 'chunks')].filter((dir) => existsSync(dir));
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.d.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8').replace(/(from\s+'\.{1,2}\/[^']*)\.js'/g, "$1.cjs'");
      writeFileSync(join(dir, file.replace(/\.d\.ts$/, '.d.cts')), text);
    }
  }
}

/** The `exports` entry of one dual module: `import` → ./<name>.js, `require` → ./<name>.cjs, each with its types. */
export const dualExport = (name) => ({
  import: { types: `./${name}.d.ts`, default: `./${name}.js` },
  require: { types: `./${name}.d.cts`, default: `./${name}.cjs` },
});

/**
 * The package.json of a framework's wrapper over @podspot/js of the same version (@podspot/react, @podspot/vue): one
 * dual entry, `index`, and the framework as a peer.
 *
 * @param {string} dir
 * @param {{ name: string, version: string, description: string, peerDependencies: Record<string, string> }} pkg
 */
export const writeWrapperManifest = (dir, { name, version, description, peerDependencies }) =>
  writeJson(join(dir, 'package.json'), {
    name,
    version,
    license: LICENSE,
    description,
    type: 'module',
    sideEffects: false,
    exports: {
      '.': dualExport('index'),
      './package.json': './package.json',
    },
    main: './index.cjs',
    module: './index.js',
    types: './index.d.ts',
    dependencies: { '@podspot/js': version },
    peerDependencies,
  });
