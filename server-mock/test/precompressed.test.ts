import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../precompressed.ts';
import { startServer } from './helpers.ts';

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
  const get = (path: string, acceptEncoding: string) => fetch(`${server.base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['/sdk/podspot.js', 'gzip, deflate, br', 'br'],
    ['/sdk/podspot.js', 'gzip', 'gzip'],
    ['/sdk/podspot.js', 'br;q=0, gzip', 'gzip'],
    ['/sdk/podspot.js', 'identity', null],
    ['/sdk/v0.1.0/widgets/earnings-card.js', 'gzip, br', 'br'],
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
