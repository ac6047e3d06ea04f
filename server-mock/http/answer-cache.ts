import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Store } from '../state/store.ts';

type Entry = { body: Buffer; etag: string };

/**
 * One sandbox's serialised JSON answers, by a key naming the caller and the query: a big list is built, serialised,
 * hashed for its ETag and encoded once, not on every call (the whole opportunities list of `xlarge` is 20 MB). The
 * sandbox's context empties it at every state change (`ctx.changed()`), and an entry made on another store (before a
 * reset) is never served.
 */
export type AnswerCache = {
  /** Answers `res` with the cached JSON under `key`, made by `build` when there is none. */
  send(res: Response, store: Store, key: string, build: () => unknown): void;
  clear(): void;
};

/** Entries kept at most, the oldest dropped first: a few callers' lists, not every query anyone ever sent. */
const MAX_ENTRIES = 4;

export function createAnswerCache(): AnswerCache {
  const entries = new Map<string, Entry>();
  let madeOn: Store | null = null;
  return {
    send(res, store, key, build) {
      if (store !== madeOn) {
        entries.clear();
        madeOn = store;
      }
      let entry = entries.get(key);
      if (!entry) {
        const body = Buffer.from(JSON.stringify(build()));
        entry = {
          body,
          etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`,
        };
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      // With its ETag set, Express neither hashes the body again nor answers a matching If-None-Match with it.
      res.set('ETag', entry.etag).type('json').send(entry.body);
    },
    clear: () => entries.clear(),
  };
}
