import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../version.ts';
import { acceptedEncodings } from '../precompressed.ts';
import { startServer, type TestServer, useServer } from './helpers.ts';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br, zstd', ['gzip', 'deflate', 'br', 'zstd']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['GZIP ; q=1', ['gzip']],
    ['identity', ['identity']],
  ])('%j → %j', (header, expected) => {
    expect([...acceptedEncodings(header)]).toEqual(expected);
  });
});

describe('precompressed static files', () => {
  const code = `export const widget = ${JSON.stringify('x'.repeat(4000))};\n`;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const sdkDir = mkdtempSync(join(tmpdir(), 'podspot-sdk-'));
    mkdirSync(join(sdkDir, 'widgets'));
    for (const file of ['podspot.js', 'widgets/earnings-card.js']) {
      writeFileSync(join(sdkDir, file), code);
      writeFileSync(join(sdkDir, `${file}.gz`), gzipSync(code));
      writeFileSync(join(sdkDir, `${file}.br`), brotliCompressSync(code));
    }
    writeFileSync(join(sdkDir, 'plain.js'), code); // no compressed copy
    server = await startServer({ sdkDir });
  });
  afterAll(() => server.close());

  // Node's fetch decodes gzip and br itself, so the body check below proves the encoding header and the bytes agree.
  const get = (path: string, acceptEncoding: string) =>
    fetch(`${server.base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['/sdk/podspot.js', 'gzip, deflate, br', 'br'],
    ['/sdk/podspot.js', 'gzip', 'gzip'],
    ['/sdk/podspot.js', 'br;q=0, gzip', 'gzip'],
    ['/sdk/podspot.js', 'identity', null],
    [`/sdk/v${VERSION}/widgets/earnings-card.js`, 'gzip, br', 'br'],
    ['/sdk/plain.js', 'gzip, br', null],
  ])('GET %s with Accept-Encoding %j is sent as %s', async (path, accept, encoding) => {
    const res = await get(path, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(await res.text()).toBe(code);
    if (!path.endsWith('plain.js')) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('a compressed copy is never reachable by its own name through a crafted path', async () => {
    const res = await get('/sdk/..%2Fpodspot.js', 'gzip');
    expect(res.status).not.toBe(200);
  });
});

describe('API answers, compressed on request', () => {
  let server: TestServer;
  let token: string;
  useServer(['publisher@podspot.test'], (s, tokens) => {
    server = s;
    [token] = tokens;
  });
  const get = (path: string, acceptEncoding: string) =>
    fetch(`${server.base}/api${path}`, {
      headers: { 'accept-encoding': acceptEncoding, authorization: `Bearer ${token}` },
    });

  it.each([
    ['/earn/opportunities?rejected=false', 'gzip, deflate, br', 'br'],
    ['/earn/opportunities?rejected=false', 'gzip', 'gzip'],
    ['/earn/opportunities?rejected=false', 'identity', null],
    ['/user', 'gzip, br', null], // under 1 KB: not worth it
  ])('GET %s with Accept-Encoding %j is sent as %s, and decodes to the same JSON', async (path, accept, encoding) => {
    const [res, plain] = await Promise.all([get(path, accept), get(path, 'identity')]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(await res.json()).toEqual(await plain.json());
  });

  it('a compressed list is at least five times smaller on the wire', async () => {
    // Node's fetch decodes for us: count the bytes through a raw socket read instead.
    const { request } = await import('node:http');
    const wire = (accept: string) =>
      new Promise<number>((resolve, reject) => {
        request(
          `${server.base}/api/earn/opportunities?rejected=false`,
          { headers: { 'accept-encoding': accept, authorization: `Bearer ${token}` } },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve(bytes));
          },
        )
          .on('error', reject)
          .end();
      });
    const [plain, compressed] = await Promise.all([wire('identity'), wire('br')]);
    expect(plain).toBeGreaterThan(5 * compressed);
  });
});
