// @podspot/js: loadPodspot, every public type, custom-elements.json, and ./testing (installFakePodspot).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleEsm, bundleTypes, LICENSE, stagingDir, writeJson } from './lib/bundle.mjs';
import { customElementsManifest } from './lib/custom-elements-manifest.mjs';
import { pinnedRuntime } from './lib/pinned-runtime.mjs';

const entries = { index: 'sdk/embed/js/index.ts', testing: 'sdk/embed/js/testing/index.ts' };

/** The package's JavaScript (index.js, testing.js) into `outdir`; `npm run size` measures these. */
export async function bundleJs({ version, root, outdir }) {
  const runtime = pinnedRuntime({ root, version });
  await bundleEsm({
    root,
    entries,
    outdir,
    replace: { 'sdk/embed/js/pinned-runtime.ts': `export const PINNED_RUNTIME = ${JSON.stringify(runtime)};\n` },
  });
}

export async function stage({ version, root }) {
  const dir = stagingDir(root, 'js');
  await bundleJs({ version, root, outdir: dir });
  await bundleTypes({ root, entries, outdir: dir });
  writeJson(join(dir, 'custom-elements.json'), await customElementsManifest(root));
  copyFileSync(join(root, 'sdk/embed/js/README.md'), join(dir, 'README.md'));
  writeJson(join(dir, 'package.json'), {
    name: '@podspot/js',
    version,
    license: LICENSE,
    description: 'Loads the Podspot SDK into a page, with the types of everything it adds, and a fake for unit tests.',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './testing': { types: './testing.d.ts', default: './testing.js' },
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    module: './index.js',
    types: './index.d.ts',
    customElements: 'custom-elements.json',
  });
  return dir;
}
