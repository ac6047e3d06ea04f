import { randomBytes } from 'node:crypto';
import { existsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Why `--state FILE` cannot be used, in one line, or null when it can. The state is saved by writing a file beside
 * FILE and renaming it over FILE, its folders made first (persistence/atomic-write.ts): so a file is written in the
 * nearest folder that exists. (Not by making the folders here: a recursive mkdir under /proc never returns.)
 */
export function stateFileProblem(file: string): string | null {
  if (existsSync(file) && statSync(file).isDirectory())
    return `--state ${file}: is a folder. Give a file path, e.g. ${join(file, 'state.json')}.`;
  let folder = dirname(file);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  const probe = join(folder, `.podspot-write-test-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    return `--state ${file}: the folder ${folder} cannot be written (${code}). Choose a path in a folder you can write to.`;
  }
}
