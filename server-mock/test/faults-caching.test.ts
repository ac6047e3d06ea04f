import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

/**
 * Fault rules as a browser's cache and connection pool meet them (README "Fault and network-failure injection"): a
 * spoiled answer is never stored or revalidated, a rule is not dodged by a conditional call, a `cover_retry` reset
 * is spent only on a call a client does not retry by itself.
 */
let server: TestServer;
let publisher: string;
useServer(
  ['publisher@podspot.test'],
  (s, tokens) => {
    server = s;
    [publisher] = tokens;
  },
  { resetEach: true },
);

const addRule = async (rule: object) => {
  const res = await server.call('POST', '/__mock/faults', { body: rule });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${publisher}`, ...headers } });

describe('a faulted answer and caches', () => {
  it.each([
    ['malformed_body', { fault: 'malformed_body' }],
    ['an error status', { status: 503 }],
    ['empty_body', { fault: 'empty_body' }],
  ])('%s carries no validator and says no-store; the whole answer does', async (_name, rule) => {
    const whole = await get('/earn/opportunities');
    await whole.text();
    expect(whole.headers.get('etag')).toMatch(/^W\/"/);
    await addRule({ path: '/earn/opportunities', ...rule, times: 1 });
    const spoiled = await get('/earn/opportunities');
    await spoiled.text();
    expect(spoiled.headers.get('etag')).toBeNull();
    expect(spoiled.headers.get('last-modified')).toBeNull();
    expect(spoiled.headers.get('cache-control')).toBe('no-store');
  });

  // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a call with If-None-Match, which is never a 304.
  const revalidate = (etag: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = { authorization: `Bearer ${publisher}`, 'if-none-match': etag };
      const req = request(`${server.base}/api/earn/opportunities`, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('applies to a conditional call: no 304 while a rule is live, and the rule is spent on it', async () => {
    const etag = (await get('/earn/opportunities')).headers.get('etag')!;
    expect((await revalidate(etag)).status).toBe(304);
    await addRule({ path: '/earn/opportunities', fault: 'malformed_body', times: 1 });
    const spoiled = await revalidate(etag);
    expect(spoiled.status).toBe(200);
    expect(() => JSON.parse(spoiled.body)).toThrow(SyntaxError);
    expect((await server.call('GET', '/__mock/faults')).body.faults).toEqual([]);
    expect((await revalidate(etag)).status).toBe(304);
  });
});

describe('reset with cover_retry', () => {
  /** A GET over `agent`: the status, or the socket error's code. */
  const over = (agent: Agent, path: string) =>
    new Promise<number | string>((resolve) => {
      const req = request(`${server.base}/api${path}`, { agent, headers: { authorization: `Bearer ${publisher}` } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      req.end();
    });

  it('is spent only by a call on a connection opened for it, as a browser retries the others', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await over(agent, '/user')).toBe(200); // opens the connection the next call reuses
      await addRule({ path: '/user', fault: 'reset', times: 1, cover_retry: true });
      expect(await over(agent, '/user')).toBe('ECONNRESET'); // kept-alive: a browser would retry it
      expect((await server.call('GET', '/__mock/faults')).body.faults).toMatchObject([{ times: 1, cover_retry: true }]);
      expect(await over(agent, '/user')).toBe('ECONNRESET'); // a new connection: the failure the page sees
      expect((await server.call('GET', '/__mock/faults')).body.faults).toEqual([]);
      expect(await over(agent, '/user')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('is refused without fault reset', async () => {
    const res = await server.call('POST', '/__mock/faults', {
      body: { path: '/user', status: 503, cover_retry: true },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual(['cover_retry']);
  });
});
