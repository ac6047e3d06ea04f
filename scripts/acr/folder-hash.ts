import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';

/** Tests and their fixtures do not change what a user meets: editing them keeps the judgements. */
const IGNORED = /(^|\/)(test|__snapshots__)(\/|$)|\.test\.tsx?$/;

/** sha256 of a folder's files (paths and contents, sorted), tests aside: what a person's judgements were made on. */
export function folderHash(folder: string): string {
  const files = (readdirSync(folder, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => relative(folder, join(d.parentPath, d.name)).replaceAll('\\', '/'))
    .filter((path) => !IGNORED.test(path))
    .sort();
  const hash = createHash('sha256');
  for (const path of files)
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(folder, path)))
      .update('\0');
  return `sha256:${hash.digest('hex')}`;
}
