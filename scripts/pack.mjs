// `npm run pack`: builds each npm package of the repo into a staging folder and writes its `npm pack` tarball to
// dist/packages/ (named as npm names it: podspot-js-<version>.tgz). Every package carries the repo's version.
// One module per package in scripts/pack/, each exporting `stage({ version, root })` → the staging folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
const out = join(root, 'dist/packages');
const only = process.argv.slice(2);

const builders = readdirSync('scripts/pack')
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((name) => only.length === 0 || only.includes(name));

mkdirSync(out, { recursive: true });
for (const name of builders) {
  const { stage } = await import(`./pack/${name}.mjs`);
  const dir = await stage({ version, root });
  for (const old of readdirSync(out).filter((f) => f.startsWith(`podspot-${name}-`))) rmSync(join(out, old));
  const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: dir, encoding: 'utf8' });
  if (packed.status !== 0) {
    console.error(`npm pack failed for ${name}:\n${packed.stderr}`);
    process.exit(1);
  }
  console.log(`dist/packages/${packed.stdout.trim()}`);
}
