import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (lock: string) => {
  try {
    return Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Claims a fresh project's folder for this process until it exits (a `<folder>.lock` folder, made atomically, holding
 * the pid). False while another live process holds it: a second `npm test` beside this one (another clone at the same
 * commit has the same tarballs, so the same folder) installs into a folder of its own instead of into this one.
 */
export function claimFolder(folder: string): boolean {
  const lock = `${folder}.lock`;
  try {
    mkdirSync(lock);
  } catch {
    const owner = ownerOf(lock);
    if (owner === null) return false; // its owner is writing its pid
    if (owner === process.pid) return true;
    if (alive(owner)) return false;
    rmSync(lock, { recursive: true, force: true }); // left by a run that was killed
    return claimFolder(folder);
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  process.once('exit', () => rmSync(lock, { recursive: true, force: true }));
  return true;
}

/** Whether another live process holds the folder (the stale-folder sweep leaves it alone). */
export function claimedByOther(folder: string): boolean {
  const owner = ownerOf(`${folder}.lock`);
  return owner !== null && owner !== process.pid && alive(owner);
}
