import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockServerOptionError, startMockServer, type MockServer } from '../library/index.ts';
import { VERSION } from '../version.ts';

const HOST = 'http://localhost:3000';
let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ partnerOrigins: [HOST], jwtSecret: 'library-test' });
});
afterAll(() => mock.close());

describe('startMockServer', () => {
  it('listens on a free port and names its URLs', () => {
    expect(mock.port).toBeGreaterThan(0);
    expect(mock.url).toBe(`http://localhost:${mock.port}`);
    expect(mock.apiBase).toBe(`${mock.url}/api`);
    expect(mock.sdkUrl).toBe(`${mock.url}/sdk/podspot.js`);
  });

  it('serves the built SDK at sdkUrl and under the version, to any origin', async () => {
    for (const url of [mock.sdkUrl, `${mock.url}/sdk/v${VERSION}/podspot.js`, `${mock.url}/sdk/manifest.json`]) {
      const res = await fetch(url, { headers: { origin: 'http://anywhere.test' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('mints an embed token the API accepts, and signs in', async () => {
    const { token } = await mock.mintEmbedToken('publisher@podspot.test');
    const user = await fetch(`${mock.apiBase}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(await user.json()).toEqual({
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: 'publisher@podspot.test',
    });
    expect((await mock.signIn('advertiser@podspot.test')).role).toEqual(['advertiser']);
    await expect(mock.signIn('advertiser@podspot.test', 'wrong')).rejects.toThrow(
      /answered 401: Incorrect email or password\.$/,
    );
  });

  it('allows its partner origins by CORS, and resets to another scenario', async () => {
    expect(await mock.partnerOrigins.list()).toEqual([HOST]);
    const res = await fetch(`${mock.apiBase}/user`, { method: 'OPTIONS', headers: { origin: HOST } });
    expect(res.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(await mock.reset({ scenario: 'empty' })).toEqual({ scenario: 'empty', users: 8 });
    expect(await mock.reset()).toMatchObject({ scenario: 'demo' });
  });

  it('starts from a fixture with its own ids, exports it, journals calls, and refuses a bad fixture whole', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../fixtures/example.json', import.meta.url), 'utf8'));
    const own = await startMockServer({ fixture, serveSdk: false });
    try {
      await own.signIn('host@example.test', 'host-secret-1');
      const exported = await own.fixture();
      expect((exported.podcasts as { id: number }[]).map((p) => p.id)).toEqual([501, 502, 503]);
      expect(await own.requests({ path: '/signin/' })).toMatchObject([
        { status: 200, body: { email: 'host@example.test', password: '[masked]' } },
      ]);

      const bad = { ...fixture, podspots: [{ ...fixture.podspots[0], opportunity_id: 1 }] };
      const refused = await own.reset({ fixture: bad }).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 400, detail: { '$.podspots[0].opportunity_id': expect.any(String) } });
      expect(await own.fixture()).toEqual(exported);
      expect(await own.reset({ fixture: exported })).toEqual({ fixture: true, users: 3 });
      expect(await own.requests()).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('rejects a bad fixture at start with its JSON path', async () => {
    await expect(startMockServer({ fixture: { users: [{ id: 1 }] }, serveSdk: false })).rejects.toThrow(
      'The fixture cannot be loaded: $.users[0].email: ',
    );
  });

  it('refuses a taken port with one line, and frees its port on close', async () => {
    const other = await startMockServer({ serveSdk: false });
    await expect(startMockServer({ port: other.port, serveSdk: false })).rejects.toThrow(
      `Port ${other.port} is in use: choose another, or port 0 for any free one.`,
    );
    await other.close();
    const again = await startMockServer({ port: other.port, serveSdk: false });
    expect(again.port).toBe(other.port);
    await again.close();
  });

  it('gives sandboxes of their own and holds them to maxSandboxes', async () => {
    const small = await startMockServer({ serveSdk: false, maxSandboxes: 1 });
    try {
      const sandbox = await small.createSandbox();
      await sandbox.signIn('publisher@podspot.test');
      await expect(small.createSandbox()).rejects.toMatchObject({ status: 429 });
      await sandbox.close();
      await expect(small.createSandbox()).resolves.toMatchObject({
        headers: { 'X-Podspot-Sandbox': expect.any(String) },
      });
    } finally {
      await small.close();
    }
  });

  it.each([
    [{ maxSandboxes: 0 }, 'maxSandboxes must be a whole number, 1 or more, not 0.'],
    [{ sandboxIdleSeconds: 1.5 }, 'sandboxIdleSeconds must be a whole number, 1 or more, not 1.5.'],
    [{ port: -1 }, 'port must be a whole number from 0 to 65535 (0: any free port), not -1.'],
    [{ scenario: 'huge' as 'demo' }, 'Unknown scenario "huge". Use one of: demo, large, xlarge, empty.'],
    [{ approveAfterSeconds: -5 }, 'approveAfterSeconds must be a number of seconds, 0 or more (0: off), not -5.'],
    [
      { partnerOrigins: ['localhost:3000'] },
      'partnerOrigins: "localhost:3000" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.',
    ],
  ])('refuses %j before starting: %s', async (options, message) => {
    const failure = await startMockServer(options).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MockServerOptionError);
    expect((failure as Error).message).toBe(message);
  });
});
