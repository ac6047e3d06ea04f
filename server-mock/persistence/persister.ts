import type { Store } from '../state/store.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { encodeStore } from './state-file.ts';

export type Persister = {
  /** Marks the state changed; it is saved after `debounceMs` unless a flush saves it first. */
  changed(): void;
  /** Resolves once every change made before the call is on disk; rejects when that write failed. */
  flush(): Promise<void>;
};

/**
 * Saves `getStore()` to `file`. Writes never overlap: changes made while one is under way are saved
 * together by the next (group commit), so a burst of requests costs two writes, not one per request.
 */
export function createPersister(file: string, getStore: () => Store, debounceMs = 200): Persister {
  let dirty = false;
  let writing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const write = async (previous: Promise<void> | null) => {
    // Always suspends (even on null), so `queued` is assigned before it is cleared here.
    await previous?.catch(() => {});
    queued = null;
    dirty = false; // cleared in the same tick the store is encoded: later changes make it dirty again
    const current = (async () => writeFileAtomic(file, encodeStore(getStore())))(); // encodes now, in this tick
    writing = current;
    try {
      await current;
    } catch (error) {
      dirty = true;
      throw error;
    } finally {
      if (writing === current) writing = null;
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return writing ?? Promise.resolve();
    queued ??= write(writing);
    return queued;
  };

  return {
    changed() {
      dirty = true;
      timer ??= setTimeout(
        () => flush().catch((error) => console.error(`[mock] saving the state to ${file} failed: ${error.message}`)),
        debounceMs,
      );
      timer.unref();
    },
    flush,
  };
}
