import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { inject } from 'vitest';
import { claimedByOther, claimFolder } from './claim-folder';

const PACKAGES = resolve('dist/packages');
/** The consumer apps' sources, copied into each fresh project (tests/packages/apps/<name>/). */
const APPS = resolve('tests/packages/apps');
/** Written last by a successful install: a folder without it is a broken install and is made again. */
const INSTALLED = '.podspot-installed';
/** An install older than this with another hash is left over from older tarballs (a newer one may be in use). */
const STALE_MS = 60 * 60 * 1000;

/** The tarball `npm run pack` wrote for a package (`js` → dist/packages/podspot-js-<version>.tgz). */
export function tarball(name: string): string {
  const file = existsSync(PACKAGES) && readdirSync(PACKAGES).find((f) => new RegExp(`^podspot-${name}-\\d`).test(f));
  if (!file) throw new Error(`dist/packages has no podspot-${name}-*.tgz: run \`npm run pack\` first (npm test does).`);
  return join(PACKAGES, file);
}

export type ProjectSpec = {
  /** Our packages by short name (`react` → `@podspot/react`), installed by name from the run's local registry. */
  tarballs?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The version in a tarball's name, as npm wrote it (podspot-js-0.2.0.tgz → 0.2.0). */
export const versionOf = (file: string) => basename(file).replace(/^podspot-.+?-(\d.*)\.tgz$/, '$1');

/** What of package-lock.json the checks read. */
export type PackageLock = { packages: Record<string, { version?: string; resolved?: string; integrity?: string }> };

/** Where a command runs (a folder under the project, default its root) and what it adds to the environment. */
export type RunOptions = { cwd?: string; env?: Record<string, string> };

export type FreshProject = {
  dir: string;
  /** Seconds the install took (0 when the install of the same tarballs and dependencies was reused). */
  installSeconds: number;
  /** Writes a file under the project (folders created). */
  write(path: string, text: string): void;
  /**
   * Copies tests/packages/apps/<name>/ to <project>/<into> (default <name>/; '.' the project's root), replacing an
   * earlier copy in a folder of its own; returns that folder.
   */
  copyApp(name: string, into?: string): string;
  /** Runs a command in the project; throws with its output when it exits non-zero. */
  run(command: string, args: string[], options?: RunOptions): SpawnSyncReturns<string>;
  /** Runs a command in the project and returns its result whatever its exit code. */
  attempt(command: string, args: string[], options?: RunOptions): SpawnSyncReturns<string>;
};

/**
 * A new npm project in the system's temp folder (outside the repo, so nothing resolves into the repo's node_modules),
 * with our packages (`tarballs: ['js', 'react']`) installed BY NAME from the local registry the run started
 * (global-setup.ts), exactly as a platform installs them, and registry dependencies from npmjs. The folder is named
 * after the label and a hash of the tarballs' bytes and the dependencies, so the test files of one run that ask for the
 * same project share one install, and a changed tarball always gets a new one. The npm cache is shared across projects
 * and runs, so a second install costs little.
 */
export function freshProject(label: string, spec: ProjectSpec): FreshProject {
  const tarballs = (spec.tarballs ?? []).map((name) => ({ name, file: tarball(name) }));
  const dependencies = {
    ...Object.fromEntries(tarballs.map(({ name, file }) => [`@podspot/${name}`, versionOf(file)])),
    ...spec.dependencies,
  };
  const manifest = {
    name: `podspot-${label}`,
    private: true,
    type: 'module',
    dependencies,
    devDependencies: spec.devDependencies ?? {},
  };
  const key = createHash('sha256').update(JSON.stringify(manifest));
  for (const { file } of tarballs) key.update(readFileSync(file));
  // @podspot/react brings @podspot/js through its dependency: a project that names only react must not reuse an
  // install of an older js (it pins the loader's hash).
  if (spec.tarballs?.includes('react') && !spec.tarballs.includes('js')) key.update(readFileSync(tarball('js')));
  const prefix = `podspot-${label}-`;
  const shared = join(tmpdir(), `${prefix}${key.digest('hex').slice(0, 12)}`);
  // Reused by the next run; a run beside this one that wants the same install makes its own (claim-folder.ts).
  const dir = claimFolder(shared) ? shared : `${shared}-${process.pid}`;

  const exec = (command: string, args: string[], { cwd = '.', env = {} }: RunOptions = {}) =>
    spawnSync(command, args, {
      cwd: resolve(dir, cwd),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: undefined, ...env } as NodeJS.ProcessEnv,
      maxBuffer: 64 * 1024 * 1024,
    });
  const project: FreshProject = {
    dir,
    installSeconds: 0,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    copyApp(name, into = name) {
      const target = resolve(dir, into);
      if (target !== dir) rmSync(target, { recursive: true, force: true });
      cpSync(join(APPS, name), target, { recursive: true });
      return target;
    },
    attempt: exec,
    run(command, args, options) {
      const result = exec(command, args, options);
      if (result.status !== 0)
        throw new Error(
          `${command} ${args.join(' ')} failed in ${resolve(dir, options?.cwd ?? '.')}:\n${result.stdout}\n${result.stderr}`,
        );
      return result;
    },
  };
  if (existsSync(join(dir, INSTALLED))) return project;

  for (const old of readdirSync(tmpdir()).filter((e) => e.startsWith(prefix) && !e.endsWith('.lock'))) {
    const path = join(tmpdir(), old);
    if (Date.now() - statSync(path).mtimeMs > STALE_MS && !claimedByOther(path))
      rmSync(path, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  project.write('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
  // Only our scope from the local registry: the rest keeps npmjs's URLs, so npm's shared cache serves it.
  project.write('.npmrc', inject('podspotNpmrc'));
  const started = performance.now();
  project.run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  project.installSeconds = Math.round((performance.now() - started) / 100) / 10;
  // Unmet or invalid peer dependencies fail here, as a platform's `npm ls` would show them.
  project.run('npm', ['ls', '--all']);
  for (const { name } of tarballs) {
    const installed = join(dir, 'node_modules/@podspot', name);
    if (lstatSync(installed).isSymbolicLink()) throw new Error(`${installed} is a link, not the tarball's files.`);
  }
  project.write(INSTALLED, `${new Date().toISOString()}\n`);
  return project;
}

/** The packages' version, as npm wrote it into the tarball's name. */
export const packageVersion = () => basename(tarball('js')).replace(/^podspot-js-(.+)\.tgz$/, '$1');
