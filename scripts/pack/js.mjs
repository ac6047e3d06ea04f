// @podspot/js: loadPodspot, every public type, custom-elements.json, ./testing (installFakePodspot), ESM and CommonJS
// builds of each, and ./svelte, the elements' types for Svelte (types only, written from custom-elements.json).
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleEsm, bundleTypes, cjsTypes, dualExport, LICENSE, stagingDir, writeJson } from './lib/bundle.mjs';
import { customElementsManifest } from './lib/custom-elements-manifest.mjs';
import { pinnedRuntime } from './lib/pinned-runtime.mjs';
import { svelteElementTypes } from './lib/svelte-elements.mjs';
import { VUE } from './lib/js-vue-entry.mjs';

const entries = { index: 'sdk/embed/js/index.ts', testing: 'sdk/embed/js/testing/index.ts', ...VUE.entries };

/**
 * The package's JavaScript (index.js, testing.js, or their .cjs twins) into `outdir`; `npm run size` measures these.
 *
 * @param {{ version: string, root: string, outdir: string, format?: 'esm' | 'cjs' }} options
 */
export async function bundleJs({ version, root, outdir, format = 'esm' }) {
  const runtime = pinnedRuntime({ root, version });
  await bundleEsm({
    root,
    entries,
    outdir,
    format,
    replace: { 'sdk/embed/js/pinned-runtime.ts': `export const PINNED_RUNTIME = ${JSON.stringify(runtime)};\n` },
  });
}

export async function stage({ version, root }) {
  const dir = stagingDir(root, 'js');
  await bundleJs({ version, root, outdir: dir });
  await bundleJs({ version, root, outdir: dir, format: 'cjs' });
  await bundleTypes({ root, entries, outdir: dir, external: VUE.external });
  const manifest = await customElementsManifest(root);
  writeFileSync(join(dir, 'svelte.d.ts'), svelteElementTypes(manifest));
  cjsTypes(dir);
  writeJson(join(dir, 'custom-elements.json'), manifest);
  copyFileSync(join(root, 'sdk/embed/js/README.md'), join(dir, 'README.md'));
  writeJson(join(dir, 'package.json'), {
    name: '@podspot/js',
    version,
    license: LICENSE,
    description: 'Loads the Podspot SDK into a page, with the types of everything it adds, and a fake for unit tests.',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': dualExport('index'),
      './testing': dualExport('testing'),
      // Types only: a Svelte host references them from its src/app.d.ts (sdk/README.md, Svelte 5); nothing runs.
      './svelte': { import: { types: './svelte.d.ts' }, require: { types: './svelte.d.cts' } },
      ...VUE.exports,
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    main: './index.cjs',
    module: './index.js',
    types: './index.d.ts',
    customElements: 'custom-elements.json',
    ...VUE.manifest,
  });
  return dir;
}
