import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The unused-code check of `npm run lint` (knip, with the repo's knip.jsonc) must bite: a throwaway project laid out
 * like the repo, a widget's definition importing one rule of a module that exports two, is linted with the repo's config.
 */
const KNIP = resolve('node_modules/knip/bin/knip.js');
const made: string[] = [];

function project(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'podspot-knip-'));
  made.push(dir);
  copyFileSync('knip.jsonc', join(dir, 'knip.jsonc'));
  const all = { 'package.json': '{ "name": "probe", "private": true, "type": "module" }\n', ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return spawnSync(process.execPath, [KNIP, '--no-progress', '--no-config-hints'], { cwd: dir, encoding: 'utf8' });
}

const entry =
  "import { monthlyEstimate } from '../../core/estimates';\nexport const widget = () => monthlyEstimate(1);\n";

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('unused-code check', () => {
  it('fails on an export nothing imports, naming it', () => {
    const run = project({
      'sdk/widgets/probe/widget.ts': entry,
      'sdk/core/estimates.ts':
        'export const monthlyEstimate = (n: number) => n * 2;\nexport const yearlyEstimate = (n: number) => n * 24;\n',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Unused exports \(1\)\s+yearlyEstimate\s+sdk\/core\/estimates\.ts/);
  });
  it('passes when every export is imported or used in its own file', () => {
    const run = project({
      'sdk/widgets/probe/widget.ts': entry,
      'sdk/core/estimates.ts': 'export const RATE = 2;\nexport const monthlyEstimate = (n: number) => n * RATE;\n',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
