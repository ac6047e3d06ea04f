// The loader a package version pins (docs/decisions/0011-npm-packages-pin-their-runtime.md): that version's loader
// under its versioned path on the Podspot origin, with the SRI hash of the built file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The documented Podspot origin (sdk/README.md); PODSPOT_SDK_ORIGIN replaces it when packing for another one. */
const DEFAULT_ORIGIN = 'http://localhost:4010';

export function pinnedRuntime({ root, version }) {
  const manifest = join(root, 'dist/sdk/manifest.json');
  if (!existsSync(manifest)) {
    console.log('dist/sdk is missing: building it first (npm run build).');
    const built = spawnSync(join(root, 'node_modules/.bin/rollup'), ['-c', '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('npm run build failed: the packages need the built loader (dist/sdk).');
  }
  const integrity = JSON.parse(readFileSync(manifest, 'utf8'))['podspot.js'];
  if (!integrity) throw new Error('dist/sdk/manifest.json has no podspot.js: run `npm run build`.');
  const origin = (process.env.PODSPOT_SDK_ORIGIN || DEFAULT_ORIGIN).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(`PODSPOT_SDK_ORIGIN must be an origin such as https://podspot.example, got "${origin}".`);
  return { src: `${origin}/sdk/v${version}/podspot.js`, integrity };
}
