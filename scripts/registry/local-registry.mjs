// A real npm registry (Verdaccio, pinned in package.json) on this machine: started from scripts/registry/config.yaml
// with its storage in a fresh temp folder, one account to publish with, and the tarballs of `npm run pack` published.
// Used by the package tests (tests/packages/global-setup.ts) and by `npm run registry` (scripts/registry.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CONFIG = resolve('scripts/registry/config.yaml');
const VERDACCIO = resolve('node_modules/.bin/verdaccio');
const PACKAGES = resolve('dist/packages');
const USER = { name: 'podspot', password: 'podspot-local-only' };

/** The tarballs `npm run pack` wrote (dist/packages/podspot-<name>-<version>.tgz). */
export function packedTarballs() {
  let files = [];
  try {
    files = readdirSync(PACKAGES).filter((f) => /^podspot-.+-\d.*\.tgz$/.test(f));
  } catch {
    // no dist/packages: reported below
  }
  if (files.length === 0) throw new Error('dist/packages has no tarballs: run `npm run pack` first (npm test does).');
  return files.map((f) => join(PACKAGES, f));
}

async function waitUntilUp(url, child, output) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Verdaccio did not answer on ${url} within 30 s:\n${output.join('')}`);
}

/** Creates the publishing account (Verdaccio's `npm adduser` endpoint) and returns its token. */
async function addUser(url) {
  const answer = await fetch(`${url}/-/user/org.couchdb.user:${USER.name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...USER, type: 'user', roles: [] }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok || !body.token)
    throw new Error(`Verdaccio refused the account: ${answer.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Starts Verdaccio on `port` (127.0.0.1) and publishes every tarball of dist/packages. Resolves with its URL, the
 * `.npmrc` lines that take `@podspot/*` from it, and `stop()`, which ends it and deletes its storage.
 */
export async function startRegistry({ port, quiet = true }) {
  const home = mkdtempSync(join(tmpdir(), 'podspot-registry-'));
  copyFileSync(CONFIG, join(home, 'config.yaml'));
  const url = `http://localhost:${port}`;
  const child = spawn(VERDACCIO, ['--config', join(home, 'config.yaml'), '--listen', `localhost:${port}`], {
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (quiet ? output.push(String(chunk)) : process.stderr.write(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, output);
    const token = await addUser(url);
    const host = url.replace(/^https?:/, '');
    const npmrc = `@podspot:registry=${url}/\n${host}/:_authToken=${token}\n`;
    writeFileSync(join(home, '.npmrc'), npmrc);
    const published = packedTarballs().map((file) => {
      const run = spawnSync('npm', ['publish', file, '--userconfig', join(home, '.npmrc'), '--registry', `${url}/`], {
        cwd: home,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`npm publish ${file} failed:\n${run.stdout}${run.stderr}`);
      return file;
    });
    forgetCachedPackuments(url);
    return { url, npmrc: `@podspot:registry=${url}/\n`, published, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * npm's shared cache keys a package document by its URL, and a later run may get the same port: with --prefer-offline
 * npm would then take an earlier run's document of `@podspot/js@0.2.0` and install that run's tarball from the cache.
 * So the documents of ours from any local registry leave the cache before anything installs.
 */
function forgetCachedPackuments(url) {
  const names = packedTarballs().map((f) => `@podspot/${f.replace(/^.*podspot-(.+)-\d[^-]*\.tgz$/, '$1')}`);
  const listed = spawnSync('npm', ['cache', 'ls', ...names], { encoding: 'utf8' });
  const ours = listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((key) => key && !key.includes('registry.npmjs.org') && /localhost|127\.0\.0\.1/.test(key));
  if (ours.length && spawnSync('npm', ['cache', 'clean', ...ours], { encoding: 'utf8' }).status !== 0)
    throw new Error(`npm cache clean could not drop the cached documents of ${url}'s packages.`);
}
