import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const PACKAGES = resolve('dist/packages');

/** The tarball `npm run pack` wrote for a package (`js` → dist/packages/podspot-js-<version>.tgz). */
export function tarball(name: string): string {
  const file = existsSync(PACKAGES) && readdirSync(PACKAGES).find((f) => new RegExp(`^podspot-${name}-\\d`).test(f));
  if (!file) throw new Error(`dist/packages has no podspot-${name}-*.tgz: run \`npm run pack\` first (npm test does).`);
  return join(PACKAGES, file);
}

export type FreshProject = {
  dir: string;
  /** Writes a file under the project (folders created). */
  write(path: string, text: string): void;
  /** Runs a command in the project; throws with its output when it exits non-zero. */
  run(command: string, args: string[], env?: Record<string, string>): SpawnSyncReturns<string>;
};

/**
 * A new npm project in the system's temp folder (outside the repo, so nothing resolves into the repo's node_modules),
 * with the repo's tarballs (`tarballs: ['js', 'react']`) and registry dependencies installed. The npm cache is shared
 * across projects and runs, so a second install costs little.
 */
export function freshProject(
  label: string,
  spec: { tarballs?: string[]; dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
): FreshProject {
  const dir = mkdtempSync(join(tmpdir(), `podspot-${label}-`));
  const dependencies = {
    ...Object.fromEntries((spec.tarballs ?? []).map((name) => [`@podspot/${name}`, `file:${tarball(name)}`])),
    ...spec.dependencies,
  };
  const project: FreshProject = {
    dir,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: undefined, ...env } as NodeJS.ProcessEnv,
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0)
        throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
      return result;
    },
  };
  project.write(
    'package.json',
    `${JSON.stringify({ name: `podspot-${label}`, private: true, type: 'module', dependencies, devDependencies: spec.devDependencies ?? {} }, null, 2)}\n`,
  );
  project.run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  return project;
}
