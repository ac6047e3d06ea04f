// @podspot/react: PodspotProvider and the four widget components, over @podspot/js of the same version; ESM and
// CommonJS builds.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleEsm, bundleTypes, cjsTypes, stagingDir, writeWrapperManifest } from './lib/bundle.mjs';
import { spellOutExports } from './lib/spell-out-exports.mjs';

const entries = { index: 'sdk/embed/react/index.ts' };
const external = ['react', 'react-dom', '@podspot/js'];
// The wrapper's imports of the @podspot/js entry become imports of the package: one loader, one copy of the types.
const packages = {
  'sdk/embed/js/index.ts': '@podspot/js',
  'sdk/embed/public-types.ts': '@podspot/js',
  'sdk/embed/js/load-podspot.ts': '@podspot/js',
  'sdk/embed/element-types.ts': '@podspot/js',
};
const REACT_RANGE = '^18.2 || ^19';

/**
 * The package's JavaScript (index.js, or index.cjs with `format: 'cjs'`) into `outdir`; `npm run size` measures it.
 * The version is @podspot/js's to pin.
 *
 * @param {{ root: string, outdir: string, version?: string, format?: 'esm' | 'cjs' }} options
 */
export async function bundleJs({ root, outdir, format = 'esm' }) {
  await bundleEsm({ root, entries, outdir, external, packages, format });
  // Next.js reads the directive from the file's prologue: esbuild keeps the entry's directive in place (after its own
  // "use strict" in CommonJS, still in the prologue).
  const file = format === 'cjs' ? 'index.cjs' : 'index.js';
  if (!/^(["']use strict["'];)?['"]use client['"]/.test(readFileSync(join(outdir, file), 'utf8')))
    throw new Error(`@podspot/react's ${file} lost its 'use client' directive: check sdk/embed/react/index.ts.`);
}

export async function stage({ version, root }) {
  const dir = stagingDir(root, 'react');
  await bundleJs({ root, outdir: dir });
  await bundleJs({ root, outdir: dir, format: 'cjs' });
  // `export type * from '../public-types'` re-exports @podspot/js's types by name, not loadPodspot with them.
  const plugins = [spellOutExports({ root, modules: { '@podspot/js': 'sdk/embed/public-types.ts' } })];
  await bundleTypes({ root, entries, outdir: dir, external, packages, plugins });
  cjsTypes(dir);
  copyFileSync(join(root, 'sdk/embed/react/README.md'), join(dir, 'README.md'));
  writeWrapperManifest(dir, {
    name: '@podspot/react',
    version,
    description: 'The Podspot widgets as React components: a provider, four widgets, typed props and events.',
    peerDependencies: { react: REACT_RANGE, 'react-dom': REACT_RANGE },
  });
  return dir;
}
