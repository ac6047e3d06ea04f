import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Why `--state FILE` cannot be used, in one line, or null when it can: the state is saved by writing a file beside it
 * and renaming it over FILE, the folder made first (persistence/atomic-write.ts); so that is tried here.
 */
export function stateFileProblem(file: string): string | null {
  const folder = dirname(file);
  if (existsSync(file) && statSync(file).isDirectory())
    return `--state ${file}: is a folder. Give a file path, e.g. ${join(file, 'state.json')}.`;
  const probe = join(folder, `.podspot-write-test-${randomBytes(4).toString('hex')}`);
  try {
    mkdirSync(folder, { recursive: true }); // as the first save would
    writeFileSync(probe, '');
    unlinkSync(probe);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    return `--state ${file}: the folder ${folder} cannot be written (${code}). Choose a path in a folder you can write to.`;
  }
}
