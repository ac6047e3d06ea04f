import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

/** The whole opportunities list is served from a serialised copy (http/answer-cache.ts): it must never be stale. */
const PUBLISHER = 'publisher@podspot.test';
type Row = { id: number; campaign_id: number; budget?: number };

let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer();
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());

/** A fresh sandbox (its own store, clock and cache) with publisher@ signed in. */
async function publisherSandbox() {
  const sandbox = await mock.createSandbox();
  const signIn = async () => (await sandbox.signIn(PUBLISHER)).jwt_token;
  let token = await signIn();
  const list = async (query = '') => {
    const res = await server.call('GET', `/earn/opportunities${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data.opportunities as Row[];
  };
  const post = async (path: string, body?: unknown) => (await server.call('POST', path, { token, body })).status;
  /** Tokens live an hour of the sandbox's clock: one is needed again after the clock moves by days. */
  const renewToken = async () => {
    token = await signIn();
  };
  return { sandbox, list, post, renewToken };
}

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('the cached whole opportunities list', () => {
  it('changes at once when an offer is accepted or put on the not-interested list', async () => {
    const { sandbox, list, post } = await publisherSandbox();
    const [first, second] = await list();
    expect(ids(await list())).toContain(first.id); // asked twice: the second answer comes from the cache

    expect(await post(`/earn/opportunity/${first.id}/accept`)).toBe(201);
    expect(ids(await list())).not.toContain(first.id);

    expect(ids(await list('?rejected=true'))).not.toContain(second.id);
    expect(await post(`/earn/opportunity/${second.id}/reject`, { rejected: true })).toBe(200);
    expect(ids(await list())).not.toContain(second.id);
    expect(ids(await list('?rejected=true'))).toContain(second.id);
    await sandbox.close();
  });

  it('changes when the clock moves and the campaigns spend (the not-interested list shows what is left)', async () => {
    const { sandbox, list, renewToken } = await publisherSandbox();
    const before = await list('?rejected=true');
    expect(before.length).toBeGreaterThan(0);
    await list('?rejected=true');
    await sandbox.clock.advance('P2D');
    await renewToken();
    const after = await list('?rejected=true');
    const budgetOf = (rows: Row[]) => new Map(rows.map((r) => [r.id, r.budget]));
    const was = budgetOf(before);
    expect(after.some((r) => r.budget !== was.get(r.id))).toBe(true);
    await sandbox.close();
  });

  it('is never shared between sandboxes, though their users and queries are the same', async () => {
    const a = await publisherSandbox();
    const b = await publisherSandbox();
    const [first] = await a.list();
    expect(ids(await b.list())).toContain(first.id);
    expect(await a.post(`/earn/opportunity/${first.id}/accept`)).toBe(201);
    expect(ids(await a.list())).not.toContain(first.id);
    expect(ids(await b.list())).toContain(first.id);
    await a.sandbox.close();
    await b.sandbox.close();
  });

  it('comes back as it was after a reset of the sandbox', async () => {
    const { sandbox, list, post } = await publisherSandbox();
    const [first] = await list();
    expect(await post(`/earn/opportunity/${first.id}/accept`)).toBe(201);
    expect(ids(await list())).not.toContain(first.id);
    await sandbox.reset();
    expect(ids(await list())).toContain(first.id);
    await sandbox.close();
  });

  it('keeps the compressed bytes per encoding, and drops them with the list at a change', async () => {
    const { sandbox, list, post } = await publisherSandbox();
    const token = (await sandbox.signIn(PUBLISHER)).jwt_token;
    /** The raw answer (no fetch, which would decompress it) for one Accept-Encoding. */
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; rows: Row[] }>((resolve, reject) => {
        const url = new URL(`${server.base}/api/earn/opportunities`);
        const headers = { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding, ...sandbox.headers };
        request(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
            const rows = JSON.parse(text.toString()).data.opportunities as Row[];
            resolve({ encoding, vary: res.headers.vary, rows });
          });
        })
          .on('error', reject)
          .end();
      });
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    for (const [asked, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await raw(asked);
      expect(answer.encoding).toBe(expected);
      expect(answer.vary).toMatch(/accept-encoding/i);
      expect(ids(answer.rows)).toEqual(ids(plain.rows));
    }
    const [first] = await list();
    expect(await post(`/earn/opportunity/${first.id}/accept`)).toBe(201);
    expect(ids((await raw('br')).rows)).not.toContain(first.id);
    expect(ids((await raw('gzip')).rows)).not.toContain(first.id);
    await sandbox.close();
  });
});
