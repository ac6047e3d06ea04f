// @podspot/vue: PodspotProvider, usePodspot and the four widget components for Vue 3, over @podspot/js of the same
// version; ESM and CommonJS builds.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleEsm, bundleTypes, cjsTypes, stagingDir, writeWrapperManifest } from './lib/bundle.mjs';

const entries = { index: 'sdk/embed/vue/index.ts' };
const external = ['vue', '@podspot/js'];
// The wrapper's imports of the @podspot/js entry become imports of the package: one loader, one copy of the types.
const packages = { 'sdk/embed/js/index.ts': '@podspot/js' };

/**
 * The package's JavaScript (index.js, or index.cjs with `format: 'cjs'`) into `outdir`; `npm run size` measures it.
 *
 * @param {{ root: string, outdir: string, format?: 'esm' | 'cjs' }} options
 */
export const bundleJs = ({ root, outdir, format = 'esm' }) =>
  bundleEsm({ root, entries, outdir, external, packages, format });

export async function stage({ version, root }) {
  const dir = stagingDir(root, 'vue');
  await bundleJs({ root, outdir: dir });
  await bundleJs({ root, outdir: dir, format: 'cjs' });
  await bundleTypes({ root, entries, outdir: dir, external, packages });
  cjsTypes(dir);
  copyFileSync(join(root, 'sdk/embed/vue/README.md'), join(dir, 'README.md'));
  writeWrapperManifest(dir, {
    name: '@podspot/vue',
    version,
    description: 'The Podspot widgets as Vue 3 components: a provider, four widgets, typed props and events.',
    peerDependencies: { vue: '^3.3' },
  });
  return dir;
}
