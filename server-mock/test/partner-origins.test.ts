import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockClient, MockServerError, type MockClient } from '../client/index.ts';
import { parseOrigin } from '../http/origin.ts';
import { startServer, type TestServer } from './helpers.ts';

const START = 'http://localhost:4011';
const HOST = 'http://localhost:3000';
const consoleDir = mkdtempSync(join(tmpdir(), 'podspot-console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Podspot</title>');

let server: TestServer;
let mock: MockClient;
const refused: string[] = [];
beforeAll(async () => {
  server = await startServer({ partnerOrigins: [START], consoleDir, onRefusedOrigin: (o) => refused.push(o) });
  mock = createMockClient(`${server.base}/api/`);
});
afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const origin of await mock.partnerOrigins.list()) await mock.partnerOrigins.remove(origin);
  await mock.partnerOrigins.add(START);
  refused.length = 0;
});

const allowedOrigin = async (origin: string) =>
  (await fetch(`${server.base}/api/user`, { method: 'OPTIONS', headers: { origin } })).headers.get(
    'access-control-allow-origin',
  );
const frameAncestors = async () =>
  (await fetch(`${server.base}/`)).headers.get('content-security-policy')!.match(/frame-ancestors ([^;]*)/)![1];

describe('partner origins at run time', () => {
  it('POST adds an origin that CORS, frame-ancestors and the partner key follow at once; DELETE takes it away', async () => {
    expect(await allowedOrigin(HOST)).toBeNull();
    expect(await mock.partnerOrigins.add(`${HOST}/`)).toEqual([START, HOST]);
    expect(await mock.partnerOrigins.add(HOST)).toEqual([START, HOST]); // added once
    expect(await allowedOrigin(HOST)).toBe(HOST);
    expect(await frameAncestors()).toBe(`'self' ${START} ${HOST}`);

    expect(await mock.partnerOrigins.remove(HOST)).toEqual([START]);
    expect(await allowedOrigin(HOST)).toBeNull();
    expect(await frameAncestors()).toBe(`'self' ${START}`);
  });

  it.each([
    ['http://localhost:3000/app', 'a path'],
    ['localhost:3000', 'no scheme'],
    ['ftp://localhost', 'another scheme'],
    ['http://user:pw@localhost:3000', 'credentials'],
    ['http://localhost:3000?x=1', 'a query'],
  ])('refuses %s (%s) with 400 naming the field, and the list stays as it was', async (origin) => {
    const failure = await mock.partnerOrigins.add(origin).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MockServerError);
    expect(failure).toMatchObject({
      status: 400,
      detail: {
        origin: `"${origin}" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.`,
      },
    });
    expect(await mock.partnerOrigins.list()).toEqual([START]);
  });

  it('answers 400 without an origin and 404 for removing one that is not in the list', async () => {
    const missing = await fetch(`${server.base}/api/__mock/partner_origins`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: { body: 'Send a JSON body (Content-Type: application/json).' } });
    await expect(mock.partnerOrigins.remove(HOST)).rejects.toMatchObject({ status: 404 });
  });

  it('reports each refused origin once, and never a call from its own origin', async () => {
    const page = 'http://localhost:3999';
    await allowedOrigin(page);
    await allowedOrigin(page);
    await fetch(`${server.base}/api/user`, { headers: { origin: 'http://other.test' } });
    await fetch(`${server.base}/api/__mock/faults`, { headers: { origin: server.base } });
    await allowedOrigin(START);
    expect(refused).toEqual([page, 'http://other.test']);
  });
});

describe('parseOrigin', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://Partner.Example.test/', 'https://partner.example.test'],
    ['https://partner.example.test:443', 'https://partner.example.test'],
  ])('reads %s as %s', (text, origin) => expect(parseOrigin(text)).toEqual({ origin }));
});
