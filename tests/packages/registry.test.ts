import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshProject, tarball, versionOf, type FreshProject, type PackageLock } from './fresh-project.ts';
import { REACT_18 } from './projects.ts';

const integrity = (file: string) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

describe('`npm install @podspot/react` alone, from the local registry', () => {
  let project: FreshProject;
  let lock: PackageLock;

  beforeAll(() => {
    project = freshProject(REACT_18.label, REACT_18);
    console.log(`${REACT_18.label}: npm install ${project.installSeconds} s (0: reused) in ${project.dir}`);
    lock = JSON.parse(readFileSync(join(project.dir, 'package-lock.json'), 'utf8')) as PackageLock;
  });

  it('asks for @podspot/react only, and gets @podspot/js through its dependency', () => {
    const manifest = JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@podspot/'))).toEqual([
      '@podspot/react',
    ]);
    const tree = JSON.parse(project.run('npm', ['ls', '@podspot/js', '--json']).stdout) as {
      dependencies: Record<string, { version: string; dependencies?: Record<string, { version: string }> }>;
    };
    const version = versionOf(tarball('js'));
    expect(tree.dependencies['@podspot/react'].dependencies?.['@podspot/js']?.version).toBe(version);
  });

  it('installed the bytes `npm run pack` wrote, as the registry serves them', async () => {
    for (const name of ['js', 'react']) {
      const file = tarball(name);
      const version = versionOf(file);
      const served = (await (await fetch(`${inject('registryUrl')}/@podspot%2f${name}`)).json()) as {
        versions: Record<string, { dist: { integrity: string; tarball: string } }>;
      };
      expect(served.versions[version].dist.integrity).toBe(integrity(file));
      expect(lock.packages[`node_modules/@podspot/${name}`]).toMatchObject({ version, integrity: integrity(file) });
    }
  });
});
