// `npm start`: builds what is missing, then serves the console, API, SDK and examples. `--watch` rebuilds on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const watch = process.argv.includes('--watch');
const built = ['dist/sdk/podspot.js', 'dist/sdk/manifest.json', 'dist/console/index.html'].every((f) => existsSync(f));
const bin = (name) => `node_modules/.bin/${name}`;
/** How long the children get to close their ports before they are killed. */
const STOP_LIMIT_MS = 4000;

if (!built && !watch) {
  console.log('Building the SDK and the console (first start)…');
  const result = spawnSync(bin('rollup'), ['-c', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Each child has an IPC channel: when this process dies, even by kill -9, the channel closes and the child stops
// (scripts/serve.ts), so no server is left holding a port.
const children = [];
let stopping = false;
const run = (command, args, env = {}) => {
  const child = spawn(command, args, {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => {
    children.splice(children.indexOf(child), 1);
    if (!watch || code) shutdown(code ?? 0);
  });
  return child;
};
const shutdown = (code) => {
  if (stopping) return;
  stopping = true;
  if (children.length === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code || 1);
  }, STOP_LIMIT_MS);
  const waitAll = setInterval(() => {
    if (children.length > 0) return;
    clearInterval(waitAll);
    clearTimeout(deadline);
    process.exit(code);
  }, 50);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (watch) run(bin('rollup'), ['-c', '-w', '--no-watch.clearScreen'], { NODE_ENV: 'development' });
run(process.execPath, [
  '--import',
  'tsx',
  ...(watch ? ['--watch-path=server-mock', '--watch-path=examples', '--watch'] : []),
  'scripts/serve.ts',
]);
