import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

/** Network-level faults (README "Fault and network-failure injection"), seen by real HTTP clients. */
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
  expect(res.status).toBe(201);
  return res.body;
};
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.base}/api${path}`, { ...init, headers: { authorization: `Bearer ${publisher}`, ...init.headers } });

/** A raw GET: the status, headers and every byte that came, or the socket error; gives up after `timeoutMs`. */
function rawGet(path: string, timeoutMs = 3000) {
  return new Promise<{ status?: number; length?: string; body: string; error?: string; times: number[] }>((resolve) => {
    const url = new URL(`${server.base}/api${path}`);
    const chunks: Buffer[] = [];
    const times: number[] = [];
    const req = request(url, { headers: { authorization: `Bearer ${publisher}` }, timeout: timeoutMs }, (res) => {
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        times.push(performance.now());
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          length: res.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
          times,
        }),
      );
      res.on('error', (e: NodeJS.ErrnoException) =>
        resolve({
          status: res.statusCode,
          length: res.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
          error: e.code ?? e.message,
          times,
        }),
      );
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ body: '', error: 'TIMEOUT', times });
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ body: '', error: e.code ?? e.message, times }));
    req.end();
  });
}

describe('network faults', () => {
  it('reset: the client sees the connection reset, and the call never reaches the API', async () => {
    await addRule({ path: '/earn/opportunities', fault: 'reset', times: 1 });
    expect((await rawGet('/earn/opportunities')).error).toBe('ECONNRESET');
    await expect(get('/earn/opportunities')).resolves.toMatchObject({ status: 200 }); // spent: let through
  });

  it('hang: no answer ever; a client with a timeout gives up', async () => {
    await addRule({ path: '/user', fault: 'hang', times: 1 });
    const started = performance.now();
    const error = await get('/user', { signal: AbortSignal.timeout(300) }).then(
      () => null,
      (e: Error) => e.name,
    );
    expect(error).toBe('TimeoutError');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('empty_body: the status given and no body, so JSON parsing fails', async () => {
    await addRule({ path: '/user', fault: 'empty_body', status: 200, times: 1 });
    const res = await get('/user');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('truncated_body: the whole length promised, half of it sent, then the connection closes', async () => {
    const whole = await (await get('/earn/opportunities')).text();
    await addRule({ path: '/earn/opportunities', fault: 'truncated_body', times: 1 });
    const cut = await rawGet('/earn/opportunities');
    expect(cut.status).toBe(200);
    expect(cut.error).toBe('ECONNRESET'); // node: "aborted" — the answer ended before its content-length
    expect(Number(cut.length)).toBe(Buffer.byteLength(whole));
    expect(cut.body.length).toBeLessThan(whole.length);
    await addRule({ path: '/earn/opportunities', fault: 'truncated_body', times: 1 });
    await expect(get('/earn/opportunities').then((r) => r.text())).rejects.toThrow(/terminated/);
  });

  it('malformed_body: the answer complete as far as HTTP goes, but not JSON', async () => {
    await addRule({ path: '/user', fault: 'malformed_body', times: 1 });
    const res = await get('/user');
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('trickle: the whole answer, in ten pieces interval_ms apart', async () => {
    await addRule({ path: '/user', fault: 'trickle', interval_ms: 40, times: 1 });
    const started = performance.now();
    const slow = await rawGet('/user');
    expect(JSON.parse(slow.body)).toMatchObject({ email: 'publisher@podspot.test' });
    expect(slow.times.length).toBeGreaterThanOrEqual(5);
    expect(performance.now() - started).toBeGreaterThanOrEqual(9 * 40 - 10);
  });

  it('matches by method, path, query and body; times count down and a spent rule leaves the list', async () => {
    await addRule({ path: '/earn/opportunities', method: 'GET', query: { search: 'cast' }, status: 503, times: 2 });
    await addRule({ path: '/signin', method: 'POST', body: { email: 'advertiser@podspot.test' }, fault: 'reset' });
    expect((await get('/earn/opportunities?search=other')).status).toBe(200);
    expect((await get('/earn/opportunities')).status).toBe(200);
    expect((await get('/earn/opportunities?search=cast')).status).toBe(503);
    const listed = (await server.call('GET', '/__mock/faults')).body.faults;
    expect(listed.map((f: { times?: number }) => f.times)).toEqual([1, undefined]);
    expect((await get('/earn/opportunities?search=cast')).status).toBe(503);
    expect((await server.call('GET', '/__mock/faults')).body.faults).toHaveLength(1); // spent: gone, not {times: 0}

    const signIn = (email: string) =>
      fetch(`${server.base}/api/signin/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'podspot-demo' }),
      }).then(
        (r) => r.status,
        (e: Error) => (e.cause as NodeJS.ErrnoException)?.code,
      );
    expect(await signIn('publisher@podspot.test')).toBe(200);
    expect(await signIn('advertiser@podspot.test')).toBe('ECONNRESET');
  });

  it('refuses a fault it does not know, a status with a network fault, and interval_ms without trickle', async () => {
    for (const [rule, field] of [
      [{ path: '/user', fault: 'explode' }, 'fault'],
      [{ path: '/user', fault: 'reset', status: 503 }, 'status'],
      [{ path: '/user', status: 503, interval_ms: 10 }, 'interval_ms'],
      [{ path: '/user', status: 503, query: { a: 1 } }, 'query'],
      [{ path: '/user', status: 503, body: [1] }, 'body'],
    ] as const) {
      const res = await server.call('POST', '/__mock/faults', { body: rule });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.detail)).toEqual([field]);
    }
  });
});
