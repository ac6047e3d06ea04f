import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { DailySeries } from '../state/models.ts';
import { emptyStore, type Store } from '../state/store.ts';

/**
 * `--state FILE`: the whole Store as one JSON document. Typed arrays and audio bytes travel as base64
 * (the arrays' bytes are little-endian, as on every machine this runs on). The format names itself
 * and has a version, so a file of another program or version is refused instead of half-loaded.
 */
export const STATE_FORMAT = 'podspot-mock-state';
export const STATE_VERSION = 1;

const SERIES_FIELDS = ['impressions', 'acquisitions', 'acquired_downloads', 'earnings_cents', 'spend_cents'] as const;
const LISTS = (Object.keys(emptyStore()) as (keyof Store)[]).filter((key) => key !== 'seq');
/** Lists whose records carry an id from `nextId` (so an id above `seq` means the file was tampered with). */
const WITH_IDS = ['users', 'podcasts', 'campaigns', 'opportunities', 'podspots', 'ledger', 'budget', 'outbox'] as const;

export class StateFileError extends Error {
  constructor(file: string, reason: string) {
    super(`The state file ${file} cannot be loaded: ${reason}. Fix or delete it, or start with another --state file.`);
  }
}

// Series arrays are replaced, never changed in place, once written (lifecycle.ts grows them by copying),
// and audio bytes never change: their encoding is made once, not on every save (the `large` scenario
// has 30 MB of series, which would otherwise cost most of every save).
const encodedBytes = new WeakMap<Buffer, string>();
const base64Of = (bytes: Buffer): string => {
  let text = encodedBytes.get(bytes);
  if (text === undefined) encodedBytes.set(bytes, (text = bytes.toString('base64')));
  return text;
};
const encodedSeries = new WeakMap<Int32Array, { series: DailySeries; json: Buffer }>();
const seriesJson = (series: DailySeries): Buffer => {
  const cached = encodedSeries.get(series.impressions);
  if (cached?.series === series && SERIES_FIELDS.every((f) => series[f] === cached.series[f])) return cached.json;
  const fields = SERIES_FIELDS.map((f) => [
    f,
    Buffer.from(series[f].buffer, series[f].byteOffset, series[f].byteLength).toString('base64'),
  ]);
  const json = Buffer.from(
    JSON.stringify({ podspot_id: series.podspot_id, first_day: series.first_day, ...Object.fromEntries(fields) }),
  );
  encodedSeries.set(series.impressions, { series, json });
  return json;
};

/** The state file's bytes. The series go last, spliced in as cached JSON fragments. */
export function encodeStore(store: Store, savedAt = new Date()): Buffer {
  const { series, ...rest } = store;
  const audio = store.audio.map((a) => ({ ...a, bytes: base64Of(a.bytes) }));
  const head = JSON.stringify({
    format: STATE_FORMAT,
    version: STATE_VERSION,
    saved_at: savedAt.toISOString(),
    store: { ...rest, audio },
  });
  const chunks: Buffer[] = [Buffer.from(`${head.slice(0, -2)},"series":[`)];
  series.forEach((s, i) => chunks.push(...(i ? [COMMA] : []), seriesJson(s)));
  chunks.push(Buffer.from(']}}'));
  return Buffer.concat(chunks);
}
const COMMA = Buffer.from(',');

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bytesOf(value: unknown, where: string, fail: (reason: string) => never): Buffer {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) fail(`${where} is not base64`);
  return Buffer.from(value, 'base64');
}

/** Parses and checks a state file's text; throws StateFileError naming what is wrong. */
export function decodeStore(text: string | Buffer, file = 'state file'): Store {
  function fail(reason: string): never {
    throw new StateFileError(file, reason);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text.toString());
  } catch (error) {
    fail(`it is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(doc) || doc.format !== STATE_FORMAT)
    fail(`it is not a Podspot mock state file (no "format": "${STATE_FORMAT}")`);
  if (doc.version !== STATE_VERSION)
    fail(`it has version ${JSON.stringify(doc.version)}, this server reads version ${STATE_VERSION}`);
  const raw = doc.store;
  if (!isRecord(raw) || !Number.isSafeInteger(raw.seq)) fail('"store.seq" is missing or not an integer');
  const seq = raw.seq as number;
  for (const key of LISTS) {
    if (!Array.isArray(raw[key])) fail(`"store.${key}" is missing or not a list`);
    const index = (raw[key] as unknown[]).findIndex((item) => !isRecord(item));
    if (index >= 0) fail(`"store.${key}[${index}]" is not a record`);
  }
  for (const key of WITH_IDS) {
    const bad = (raw[key] as { id: unknown }[]).find((r) => !Number.isSafeInteger(r.id) || (r.id as number) > seq);
    if (bad) fail(`"store.${key}" has a record with id ${JSON.stringify(bad.id)}, not an integer up to seq ${seq}`);
  }
  const series = (raw.series as Record<string, unknown>[]).map((s, i): DailySeries => {
    if (!Number.isSafeInteger(s.podspot_id) || !Number.isSafeInteger(s.first_day))
      fail(`"store.series[${i}]" lacks podspot_id or first_day`);
    const arrays = SERIES_FIELDS.map((f) => {
      const bytes = bytesOf(s[f], `"store.series[${i}].${f}"`, fail);
      if (bytes.length % 4 !== 0) fail(`"store.series[${i}].${f}" is not a list of 32-bit integers`);
      // A copy: an Int32Array needs its own 4-byte-aligned buffer.
      return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    });
    if (arrays.some((a) => a.length !== arrays[0].length)) fail(`"store.series[${i}]" has fields of different lengths`);
    return {
      podspot_id: s.podspot_id as number,
      first_day: s.first_day as number,
      ...Object.fromEntries(SERIES_FIELDS.map((f, k) => [f, arrays[k]])),
    } as DailySeries;
  });
  const audio = (raw.audio as Record<string, unknown>[]).map((a, i) => {
    if (typeof a.id !== 'string' || typeof a.file_name !== 'string') fail(`"store.audio[${i}]" lacks id or file_name`);
    return {
      id: a.id as string,
      file_name: a.file_name as string,
      bytes: bytesOf(a.bytes, `"store.audio[${i}].bytes"`, fail),
    };
  });
  return { ...(raw as Store), series, audio };
}

/** The saved store, or null when the file does not exist; a file that exists but is unreadable or corrupt throws. */
export function readStateFile(file: string): Store | null {
  if (!existsSync(file)) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new StateFileError(file, `reading it failed (${(error as Error).message})`);
  }
  return decodeStore(text, file);
}

/** Removes `FILE.tmp-<pid>` files left by a process that was killed mid-write (only of pids no longer running). */
export function removeStaleTemps(file: string): void {
  const dir = dirname(file);
  if (!existsSync(dir)) return;
  const prefix = `${basename(file)}.tmp-`;
  for (const name of readdirSync(dir)) {
    const pid = Number(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    rmSync(join(dir, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
