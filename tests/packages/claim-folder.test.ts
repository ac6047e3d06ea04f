import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimedByOther, claimFolder } from './claim-folder';

const base = mkdtempSync(join(tmpdir(), 'claim-folder-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A lock as another process left it: `pid` of a live one (this run's parent) or of one that has exited. */
function lockedBy(name: string, pid: number) {
  const folder = join(base, name);
  mkdirSync(`${folder}.lock`, { recursive: true });
  writeFileSync(join(`${folder}.lock`, 'pid'), String(pid));
  return folder;
}
const exitedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('claimFolder: one process per fresh project folder', () => {
  it('claims a free folder, and again for the same process', () => {
    const folder = join(base, 'free');
    expect(claimFolder(folder)).toBe(true);
    expect(claimFolder(folder)).toBe(true);
    expect(existsSync(`${folder}.lock`)).toBe(true);
    expect(claimedByOther(folder)).toBe(false);
  });

  it('refuses a folder a live process holds', () => {
    const folder = lockedBy('held', process.ppid);
    expect(claimFolder(folder)).toBe(false);
    expect(claimedByOther(folder)).toBe(true);
  });

  it('takes over the lock of a process that has exited', () => {
    const folder = lockedBy('left', exitedPid());
    expect(claimedByOther(folder)).toBe(false);
    expect(claimFolder(folder)).toBe(true);
  });
});
