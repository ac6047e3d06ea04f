import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, it } from 'vitest';
import { tarball } from './fresh-project.ts';

// The browser packages are dual (ESM and CommonJS, types for each): attw's strict profile. The mock server is ESM
// only, as it finds its files through import.meta.url; Node 20.19+ loads it with `require` too (require(esm)).
const PROFILES = { js: 'strict', react: 'strict', vue: 'strict', 'mock-server': 'esm-only' } as const;

describe.each(Object.entries(PROFILES))('the @podspot/%s tarball', (name, profile) => {
  it(`is clean for @arethetypeswrong/cli (${profile} profile): every entry, import and require`, () => {
    const run = spawnSync('npx', ['--no-install', 'attw', tarball(name), '--profile', profile, '--no-color'], {
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // esm-only lists what it ignores (require, node10); strict ignores nothing and must say so.
    if (profile === 'strict') expect(run.stdout).toContain('No problems found');
  });

  it('is clean for publint (warnings count as errors)', async () => {
    const file = readFileSync(tarball(name));
    const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    const { messages, pkg } = await publint({ pack: { tarball: buffer }, level: 'warning', strict: true });
    expect(messages.map((m) => formatMessage(m, pkg) ?? m.code)).toEqual([]);
  });
});
