// @podspot/mock-server: the mock server bundled by esbuild into plain ESM for Node (no tsx, no TypeScript at run time),
// its npm dependencies left as the package's (at the root package.json's pinned versions), the files it reads at run
// time beside the bundle at the same relative paths as in the repo, and `.d.ts` files of the library emitted by tsc.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { LICENSE } from './lib/bundle.mjs';
import { writeContractFiles } from './lib/contract-files.mjs';

const ENTRIES = { index: 'server-mock/library/index.ts', cli: 'server-mock/index.ts' };
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export async function stage({ version, root }) {
  const dir = join(root, 'dist/packages/.stage/mock-server');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

  if (!existsSync(join(root, 'dist/sdk/manifest.json'))) {
    console.log('mock-server: building the SDK first (dist/sdk is missing)…');
    const built = spawnSync(join(root, 'node_modules/.bin/rollup'), ['-c', '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('mock-server: the SDK build failed.');
  }

  // Chunks stay in lib/ beside the entries: the code finds its files relative to its own module (import.meta.url).
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: join(dir, 'lib'),
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    define: { PODSPOT_CONTRACT_FILE: JSON.stringify('./openapi.json') },
    metafile: true,
    logLevel: 'warning',
  });
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageName(i.path)),
  );
  const dependencies = Object.fromEntries(
    [...new Set(imported)].sort().map((name) => {
      const pinned = rootPackage.dependencies[name];
      if (!pinned)
        throw new Error(`mock-server: the bundle imports ${name}, which is not a dependency in package.json.`);
      return [name, pinned];
    }),
  );

  writeContractFiles(root, dir);
  // check-schema.ts reads it beside itself; integrators' editors read it through the package's exports.
  cpSync(join(root, 'server-mock/fixtures/fixture.schema.json'), join(dir, 'lib/fixture.schema.json'));
  // exampleFixture() (fixtures/example-fixture.ts) reads it beside itself too; tests and editors may import the file.
  cpSync(join(root, 'server-mock/fixtures/example.json'), join(dir, 'lib/example.json'));
  cpSync(join(root, 'server-mock/assets'), join(dir, 'assets'), { recursive: true });
  cpSync(join(root, 'dist/sdk'), join(dir, 'dist/sdk'), { recursive: true });
  cpSync(join(root, 'server-mock/README.md'), join(dir, 'README.md'));
  cpSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin/podspot-mock.js'), "#!/usr/bin/env node\nimport '../lib/cli.js';\n", { mode: 0o755 });
  emitTypes(root, dir);

  const manifest = {
    name: '@podspot/mock-server',
    version,
    license: LICENSE,
    description:
      'The Podspot API with real state, its test helpers and the built SDK: one npx command or one library call.',
    type: 'module',
    engines: rootPackage.engines,
    bin: { 'podspot-mock': 'bin/podspot-mock.js' },
    exports: {
      '.': { types: './lib/index.d.ts', default: './lib/index.js' },
      './fixture.schema.json': './lib/fixture.schema.json',
      './example-fixture.json': './lib/example.json',
      './package.json': './package.json',
    },
    types: './lib/index.d.ts',
    files: [
      'bin',
      'lib',
      'assets',
      'dist',
      'openapi.yaml',
      'redocly.yaml',
      '.redocly.lint-ignore.yaml',
      'README.md',
      'LICENSE',
    ],
    dependencies,
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/**
 * tsc emits a `.d.ts` per source file; the package keeps only those the library entry reaches (its public types
 * import nothing of express or the server's internals), with `.ts` specifiers made `.js`.
 */
function emitTypes(root, dir) {
  const out = join(root, 'dist/packages/.stage/mock-server-types');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Only what the library entry imports (the server and sdk/core), not the whole repo: a third of the time.
  const config = join(out, 'tsconfig.json');
  const compilerOptions = { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: root, outDir: out };
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions,
      files: [join(root, ENTRIES.index)],
      include: [],
    }),
  );
  const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', config], { cwd: root, encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`mock-server: tsc could not emit the types:\n${tsc.stdout}${tsc.stderr}`);
  const sourceRoot = join(out, 'server-mock');
  const pending = [join(sourceRoot, 'library/index.d.ts')];
  const done = new Set();
  while (pending.length) {
    const file = pending.pop();
    if (file === undefined || done.has(file)) continue;
    done.add(file);
    const text = readFileSync(file, 'utf8').replace(/(from\s+'\.{1,2}\/[^']*)\.ts'/g, "$1.js'");
    for (const [, spec] of text.matchAll(/from\s+'(\.{1,2}\/[^']*)\.js'/g))
      pending.push(join(dirname(file), `${spec}.d.ts`));
    const target = join(dir, 'lib/types', relative(sourceRoot, file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  writeFileSync(join(dir, 'lib/index.d.ts'), "export * from './types/library/index.js';\n");
  rmSync(out, { recursive: true, force: true });
}
