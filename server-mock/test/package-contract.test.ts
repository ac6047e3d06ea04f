import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeContractFiles } from '../../scripts/pack/lib/contract-files.mjs';

// The contract as scripts/pack/mock-server.mjs lays it out in the package, linted where an integrator would run
// `npx @redocly/cli lint openapi.yaml`: in the package's directory, which holds the rules it is clean under.
const ROOT = new URL('../..', import.meta.url).pathname;
const dirs: string[] = [];
const packageDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'podspot-contract-'));
  mkdirSync(join(dir, 'lib'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const lint = (cwd: string) =>
  spawnSync(join(ROOT, 'node_modules/.bin/redocly'), ['lint', '--format=stylish', 'openapi.yaml'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });

describe("the package's contract", () => {
  it('ships with its Redocly rules and lints without an error or a warning under them', () => {
    const dir = packageDir();
    writeContractFiles(ROOT, dir);
    expect(JSON.parse(readFileSync(join(dir, 'lib/openapi.json'), 'utf8')).paths['/signin/']).toBeDefined();
    const run = lint(dir);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    // Stylish lists each problem as `line:col  error|warning  rule  message`.
    expect(run.stdout + run.stderr).not.toMatch(/^\s*\d+:\d+\s+(error|warning)\b/m);
    expect(run.stdout + run.stderr).toMatch(/Your API description is valid/);
  }, 60_000);

  it('without them has errors under the recommended rules (what the configuration is for)', () => {
    const dir = packageDir();
    copyFileSync(join(ROOT, 'server-mock/openapi.yaml'), join(dir, 'openapi.yaml'));
    const run = lint(dir);
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/no-path-trailing-slash/);
  }, 60_000);
});
