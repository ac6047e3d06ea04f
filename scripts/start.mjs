// `npm start`: builds what is missing, then serves the console, API, SDK and examples. `--watch` rebuilds on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const watch = process.argv.includes('--watch');
const built = ['dist/sdk/podspot.js', 'dist/sdk/manifest.json', 'dist/console/index.html'].every((f) => existsSync(f));
const bin = (name) => `node_modules/.bin/${name}`;

if (!built && !watch) {
  console.log('Building the SDK and the console (first start)…');
  const result = spawnSync(bin('rollup'), ['-c', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
const run = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!watch || code) shutdown(code ?? 0);
  });
  return child;
};
const shutdown = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
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
