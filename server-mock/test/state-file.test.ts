import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../persistence/atomic-write.ts';
import { createPersister } from '../persistence/persister.ts';
import { decodeStore, encodeStore, removeStaleTemps, StateFileError } from '../persistence/state-file.ts';
import { emptyStore, type Store } from '../state/store.ts';

const dir = mkdtempSync(join(tmpdir(), 'podspot-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const d = join(dir, String(++n));
  mkdirSync(d);
  return d;
};

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp file behind', async () => {
    const d = freshDir();
    const file = join(d, 'a.json');
    await writeFileAtomic(file, 'first');
    await writeFileAtomic(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readdirSync(d)).toEqual(['a.json']);
  });

  it('creates missing folders', async () => {
    const file = join(freshDir(), 'deep', 'er', 'state.json');
    await writeFileAtomic(file, new Uint8Array([1, 2, 3]));
    expect([...readFileSync(file)]).toEqual([1, 2, 3]);
  });

  it('runs writes of one file one after the other: the last one wins, whole', async () => {
    const d = freshDir();
    const file = join(d, 'race.json');
    const contents = Array.from({ length: 20 }, (_, i) => String(i).repeat(50_000 + i));
    await Promise.all(contents.map((c) => writeFileAtomic(file, c)));
    expect(readFileSync(file, 'utf8')).toBe(contents.at(-1));
    expect(readdirSync(d)).toEqual(['race.json']);
  });

  it('on failure rejects, keeps what was there and removes its temp file', async () => {
    const d = freshDir();
    const file = join(d, 'taken');
    mkdirSync(join(file, 'child'), { recursive: true });
    await expect(writeFileAtomic(file, 'x')).rejects.toThrow();
    expect(readdirSync(d)).toEqual(['taken']);
    expect(readdirSync(file)).toEqual(['child']);
  });

  it('removeStaleTemps deletes temp files of dead processes only', () => {
    const d = freshDir();
    const file = join(d, 'mock.json');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    for (const name of ['mock.json', `mock.json.tmp-${dead}`, `mock.json.tmp-${process.pid}`, 'other.json.tmp-1'])
      writeFileSync(join(d, name), '');
    removeStaleTemps(file);
    expect(readdirSync(d).sort()).toEqual(['mock.json', `mock.json.tmp-${process.pid}`, 'other.json.tmp-1']);
  });
});

const sample = (): Store => ({
  ...emptyStore(),
  seq: 20,
  users: [
    {
      id: 11,
      email: 'a@b.test',
      first_name: 'A',
      last_name: 'B',
      password_hash: 'h',
      roles: ['publisher'],
      is_admin: false,
      onboarding: { state: 'onboarding_get_started', completed: false, estimated_dls_per_ep: 0 },
      created_at: '2025-01-01T00:00:00.000Z',
    },
  ],
  series: [
    {
      podspot_id: 12,
      first_day: 20_000,
      impressions: new Int32Array([1, -2, 2 ** 31 - 1]),
      acquisitions: new Int32Array([0, 0, 1]),
      acquired_downloads: new Int32Array([3, 4, 5]),
      earnings_cents: new Int32Array([7, 8, 9]),
      spend_cents: new Int32Array([9, 10, 11]),
    },
  ],
  audio: [{ id: 'x', file_name: 'x.mp3', bytes: Buffer.from([0xff, 0xfb, 0, 1, 2]) }],
});

describe('encodeStore / decodeStore', () => {
  it('round-trips typed arrays and audio bytes', () => {
    const store = sample();
    const back = decodeStore(encodeStore(store));
    expect(back.users).toEqual(store.users);
    expect(back.series[0].impressions).toBeInstanceOf(Int32Array);
    expect([...back.series[0].impressions]).toEqual([1, -2, 2 ** 31 - 1]);
    expect([...back.series[0].spend_cents]).toEqual([9, 10, 11]);
    expect(back.audio[0].bytes.equals(store.audio[0].bytes)).toBe(true);
    expect(back.seq).toBe(20);
    // Series grow by replacing their arrays (lifecycle.ts): the cached encoding follows.
    for (const f of ['impressions', 'acquisitions', 'acquired_downloads', 'earnings_cents', 'spend_cents'] as const)
      store.series[0][f] = new Int32Array([4, 5, 6, 7]);
    expect([...decodeStore(encodeStore(store)).series[0].earnings_cents]).toEqual([4, 5, 6, 7]);
  });

  /** What the cases below change of a state file's JSON. */
  type StateDoc = {
    format: unknown;
    version: unknown;
    store: {
      podspots?: unknown;
      ledger: unknown[];
      users: { id: unknown }[];
      series: Record<string, unknown>[];
      audio: Record<string, unknown>[];
    };
  };
  const broken: [string, (doc: StateDoc) => void, string][] = [
    [
      'another format',
      (d) => {
        d.format = 'x';
      },
      'not a Podspot mock state file',
    ],
    [
      'another version',
      (d) => {
        d.version = 2;
      },
      'has version 2',
    ],
    [
      'a missing list',
      (d) => {
        delete d.store.podspots;
      },
      '"store.podspots" is missing or not a list',
    ],
    [
      'a non-record',
      (d) => {
        d.store.ledger = [1];
      },
      '"store.ledger[0]" is not a record',
    ],
    [
      'an id above seq',
      (d) => {
        d.store.users[0].id = 99;
      },
      'id 99, not an integer up to seq 20',
    ],
    [
      'bad base64',
      (d) => {
        d.store.series[0].impressions = 'a%b=';
      },
      '"store.series[0].impressions" is not base64',
    ],
    [
      'uneven series',
      (d) => {
        d.store.series[0].acquisitions = 'AAAAAA==';
      },
      'fields of different lengths',
    ],
    [
      'audio without bytes',
      (d) => {
        delete d.store.audio[0].bytes;
      },
      '"store.audio[0].bytes" is not base64',
    ],
  ];
  it.each(broken)('refuses %s', (_name, breakIt, message) => {
    const doc = JSON.parse(encodeStore(sample()).toString());
    breakIt(doc);
    expect(() => decodeStore(JSON.stringify(doc), 'f.json')).toThrow(StateFileError);
    expect(() => decodeStore(JSON.stringify(doc), 'f.json')).toThrow(message);
  });

  it('refuses text that is not JSON, e.g. a half-written file', () => {
    const text = encodeStore(sample()).toString();
    expect(() => decodeStore(text.slice(0, text.length / 2), 'f.json')).toThrow(
      /^The state file f.json cannot be loaded: it is not valid JSON/,
    );
  });
});

describe('createPersister', () => {
  it('flush saves at once; a burst of flushes shares writes; later changes are not lost', async () => {
    const file = join(freshDir(), 's.json');
    const store = sample();
    let writes = 0;
    const persister = createPersister(
      file,
      () => {
        writes += 1;
        return store;
      },
      60_000,
    );
    await persister.flush();
    expect(existsSync(file)).toBe(false); // nothing changed yet: nothing to write

    const flushes = [];
    for (let i = 0; i < 10; i++) {
      store.seq += 1;
      persister.changed();
      flushes.push(persister.flush());
    }
    await Promise.all(flushes);
    expect(writes).toBe(1);
    expect(decodeStore(readFileSync(file, 'utf8')).seq).toBe(30);
    // A change while a write is under way waits for a second write, which holds it.
    store.seq += 1;
    persister.changed();
    const first = persister.flush();
    await new Promise((resolve) => setImmediate(resolve)); // the write has encoded the store and is on its way
    expect(writes).toBe(2);
    store.seq += 1;
    persister.changed();
    await Promise.all([first, persister.flush()]);
    expect(writes).toBe(3);
    expect(decodeStore(readFileSync(file, 'utf8')).seq).toBe(32);
  });

  it('saves by itself after the debounce delay', async () => {
    const file = join(freshDir(), 's.json');
    const store = sample();
    createPersister(file, () => store, 20).changed();
    await expect
      .poll(() => existsSync(file) && decodeStore(readFileSync(file, 'utf8')).seq, { timeout: 2000 })
      .toBe(20);
  });

  it('a failed write rejects the flush and keeps the change for the next one', async () => {
    const file = join(freshDir(), 's.json');
    mkdirSync(join(file, 'x'), { recursive: true });
    const store = sample();
    const persister = createPersister(file, () => store, 60_000);
    persister.changed();
    await expect(persister.flush()).rejects.toThrow();
    rmSync(file, { recursive: true });
    await persister.flush();
    expect(decodeStore(readFileSync(file, 'utf8')).seq).toBe(20);
  });
});
