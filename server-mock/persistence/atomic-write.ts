import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One chain per target file: two writes of the same file in one process never share the temp file. */
const chains = new Map<string, Promise<unknown>>();

/**
 * Replaces `file` with `data` so that a crash at any moment leaves either the old or the new content,
 * never a mix: write `FILE.tmp-<pid>`, fsync it, rename it over `file`, fsync the folder (the rename).
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const previous = chains.get(file) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => writeOnce(file, data));
  chains.set(file, next);
  void next
    .finally(() => {
      if (chains.get(file) === next) chains.delete(file);
    })
    .catch(() => {});
  return next;
}

async function writeOnce(file: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await open(temp, 'w', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dir);
}

/** Makes the rename itself durable; some file systems cannot fsync a folder, which is then skipped. */
async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // EISDIR/EPERM/EINVAL on platforms without directory fsync: the data itself is already synced.
  } finally {
    await handle?.close().catch(() => {});
  }
}
