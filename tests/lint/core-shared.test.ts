import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * sdk/core holds what the widgets and the mock server share (docs/architecture.md#layers-what-may-import-what): every
 * module of it must be reached from the SDK's other layers or the server, directly or through another core module.
 * A rule only the console uses belongs in console/lib (or its feature).
 */
const CORE = 'sdk/core';
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : isSource(e.name) ? [join(dir, e.name)] : [],
  );
const coreName = (file: string) => relative(CORE, file).replace(/\.tsx?$/, '');

/** The core modules a file imports (`@sdk/core/x`, `../core/x`, or `./x` from inside core). */
function coreImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const inCore = file.startsWith(`${CORE}/`);
  return [...text.matchAll(/from '([^']+)'/g)].flatMap(([, spec]) => {
    const match =
      /(?:^@sdk\/core\/|\/core\/)([\w-]+)(?:\.ts)?$/.exec(spec) ??
      (inCore ? /^\.\/([\w-]+)(?:\.ts)?$/.exec(spec) : null);
    return match ? [match[1]] : [];
  });
}

/** Core modules that nothing outside the console reaches. */
function consoleOnlyCore(): string[] {
  const core = filesUnder(CORE);
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    const file = core.find((f) => coreName(f) === name);
    if (file) coreImports(file).forEach(visit);
  };
  const sharers = [...filesUnder('sdk').filter((f) => !f.startsWith(`${CORE}/`)), ...filesUnder('server-mock')];
  sharers.flatMap(coreImports).forEach(visit);
  return core.map(coreName).filter((name) => !reached.has(name));
}

describe('sdk/core is shared', () => {
  it('every core module is used by the widgets or the mock server (else it moves to console/lib)', () => {
    expect(consoleOnlyCore()).toEqual([]);
  });
});
