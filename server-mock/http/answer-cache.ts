import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { acceptedEncodings } from '../precompressed.ts';
import type { Store } from '../state/store.ts';

type Encoding = 'br' | 'gzip';
type Entry = { body: Buffer; etag: string; encoded: Map<Encoding, Buffer> };

/** The same settings as the compression middleware (middleware/compression.ts): brotli at quality 4, else gzip. */
const encode: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * One sandbox's serialised JSON answers, by a key naming the caller and the query: a big list is built, serialised,
 * hashed for its ETag and compressed (per encoding asked for) once, not on every call (the whole opportunities list of `xlarge` is 20 MB). The
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
          encoded: new Map(),
        };
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      // Browsers ask for compression: the encoded bytes are kept too, and an answer that already carries its
      // Content-Encoding is passed over by the compression middleware.
      const accepted = acceptedEncodings(res.req.get('accept-encoding'));
      const encoding = (['br', 'gzip'] as const).find((e) => accepted.has(e));
      res.vary('Accept-Encoding');
      if (encoding) {
        let encoded = entry.encoded.get(encoding);
        if (!encoded) {
          encoded = encode[encoding](entry.body);
          entry.encoded.set(encoding, encoded);
        }
        res.set('Content-Encoding', encoding);
        // With its ETag set, Express neither hashes the body again nor answers a matching If-None-Match with it.
        res.set('ETag', entry.etag).type('json').send(encoded);
        return;
      }
      res.set('ETag', entry.etag).type('json').send(entry.body);
    },
    clear: () => entries.clear(),
  };
}
