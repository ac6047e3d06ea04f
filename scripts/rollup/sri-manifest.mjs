import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

// Several builds (the loader, the widget chunks) write into one folder: each adds its own files to the one
// manifest, and a rebuild (watch mode) replaces only its own entries.
const entriesByManifest = new Map();

/**
 * Writes `{root}/manifest.json`: every .js file and locale catalogue a build wrote under `root`, mapped to its Subresource Integrity
 * hash (`sha384-…` of the bytes on disk, source-map comment included), for `<script integrity>` on host pages.
 */
export function sriManifest({ root = 'dist/sdk' } = {}) {
  const manifest = join(root, 'manifest.json');
  return {
    name: 'sri-manifest',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? dirname(options.file);
      const files = {};
      for (const fileName of Object.keys(bundle).filter((f) => f.endsWith('.js') || f.startsWith('locales/'))) {
        const path = join(outDir, fileName);
        files[relative(root, path).split(sep).join('/')] = `sha384-${createHash('sha384')
          .update(await readFile(path))
          .digest('base64')}`;
      }
      const builds = entriesByManifest.get(manifest) ?? new Map();
      entriesByManifest.set(manifest, builds);
      builds.set(options.dir ?? options.file, files);
      const merged = Object.fromEntries(
        [...builds.values()].flatMap((f) => Object.entries(f)).sort(([a], [b]) => a.localeCompare(b)),
      );
      await writeFile(manifest, `${JSON.stringify(merged, null, 2)}\n`);
    },
  };
}
