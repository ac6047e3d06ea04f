// Runs a TypeScript module of the repo in this Node process (bundled by esbuild with what it imports) and gives its
// exports: how the build and pack scripts read the SDK's own tables (sdk/core/widget-table.ts) instead of copying them.
import { build } from 'esbuild';
import { resolve } from 'node:path';

/** The exports of `file` (a path from the repo's root, or absolute); `root` is the repo's root. */
export async function evaluateModule(file, root = process.cwd()) {
  const out = await build({
    entryPoints: [resolve(root, file)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}
