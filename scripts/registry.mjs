// `npm run registry [-- --port 4873]`: a local npm registry with this checkout's packages published, to try them in
// your own app by name. Packs them first when dist/packages has none. Ctrl-C stops it and deletes its storage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { startRegistry } from './registry/local-registry.mjs';

const flag = process.argv.indexOf('--port');
const port = flag > 0 ? Number(process.argv[flag + 1]) : 4873;
if (!Number.isInteger(port) || port <= 0) {
  console.error('npm run registry: --port takes a port number, e.g. `npm run registry -- --port 4873`.');
  process.exit(1);
}
if (!existsSync('dist/packages') || !readdirSync('dist/packages').some((f) => f.endsWith('.tgz'))) {
  console.log('No packages in dist/packages yet: running `npm run pack` first…');
  if (spawnSync('npm', ['run', '--silent', 'pack'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const registry = await startRegistry({ port, quiet: false });
const names = registry.published.map((f) => f.replace(/^.*\/podspot-(.+)-\d[^-]*\.tgz$/, '@podspot/$1'));
console.log(`
Podspot's packages on a local registry at ${registry.url}/: ${names.join(', ')}.
In your app, take the @podspot scope from it (everything else still comes from npmjs):

  echo "@podspot:registry=${registry.url}/" >> .npmrc
  npm install @podspot/react

Ctrl-C stops the registry and deletes what was published.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    registry.stop().then(() => process.exit(0));
  });
