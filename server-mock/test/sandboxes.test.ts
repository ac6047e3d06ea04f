import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient, type MockSandbox, type MockServerError } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

const PUBLISHER = 'publisher@podspot.test';
const EXAMPLE_FIXTURE = JSON.parse(readFileSync(new URL('../fixtures/example.json', import.meta.url), 'utf8'));
const DAY_MS = 86_400_000;

let server: TestServer;
let mock: MockClient;
const open: MockSandbox[] = [];
beforeAll(async () => {
  server = await startServer({ maxSandboxes: 3 });
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());
afterEach(async () => {
  for (const sandbox of open.splice(0)) await sandbox.close().catch(() => {});
});
const sandbox = async () => {
  const created = await mock.createSandbox();
  open.push(created);
  return created;
};
const opportunityCount = async (token: string, headers: Record<string, string> = {}) =>
  (await server.call('GET', '/earn/opportunities/count', { token, headers })).body.count as number;
/** A call outside the contract's answers (injected faults, sandbox errors): no contract check. */
const raw = async (path: string, opts: { token?: string; headers?: Record<string, string> } = {}) => {
  const auth: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  const res = await fetch(`${server.base}/api${path}`, { headers: { ...opts.headers, ...auth } });
  return { status: res.status, body: await res.json() };
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: MockServerError) => e,
  );

describe('sandboxes', () => {
  it('keep their state apart: an accept in one is seen neither in another nor in the default sandbox', async () => {
    const [a, b] = [await sandbox(), await sandbox()];
    const tokenA = (await a.signIn(PUBLISHER)).jwt_token;
    const tokenB = (await b.signIn(PUBLISHER)).jwt_token;
    const tokenDefault = await server.signIn(PUBLISHER);
    const before = await opportunityCount(tokenDefault);
    expect(await opportunityCount(tokenA)).toBe(before);

    // No header: the token alone reaches the sandbox it was minted in.
    const first = (await server.call('GET', '/earn/opportunities', { token: tokenA })).body.data.opportunities[0];
    expect((await server.call('POST', `/earn/opportunity/${first.id}/accept`, { token: tokenA })).status).toBe(201);

    expect(await opportunityCount(tokenA)).toBe(before - 1);
    expect(await opportunityCount(tokenB)).toBe(before);
    expect(await opportunityCount(tokenDefault)).toBe(before);
  });

  it('keep fault rules, outboxes, resets and clocks apart', async () => {
    const [a, b] = [await sandbox(), await sandbox()];
    const tokenA = (await a.signIn(PUBLISHER)).jwt_token;
    const tokenB = (await b.signIn(PUBLISHER)).jwt_token;

    const defaultCalls = (await mock.requests({ path: '/earn/opportunities' })).length;
    await a.faults.add({ path: '/earn/opportunities', status: 503 });
    expect((await raw('/earn/opportunities', { token: tokenA })).status).toBe(503);
    expect((await server.call('GET', '/earn/opportunities', { token: tokenB })).status).toBe(200);
    expect(await b.faults.list()).toEqual([]);
    await a.faults.clear();
    expect((await a.requests({ path: '/earn/opportunities' })).map((r) => r.status)).toEqual([503]);
    expect(await b.requests({ path: '/earn/opportunities' })).toHaveLength(1);
    expect(await mock.requests({ path: '/earn/opportunities' })).toHaveLength(defaultCalls);

    const headersA = a.headers;
    await server.call('POST', '/forgot_password', { body: { email: PUBLISHER }, headers: headersA });
    expect(await a.outbox(PUBLISHER)).toHaveLength(1);
    expect(await b.outbox(PUBLISHER)).toEqual([]);
    expect(await mock.outbox(PUBLISHER)).toEqual([]);

    const before = await opportunityCount(tokenA);
    const first = (await server.call('GET', '/earn/opportunities', { token: tokenA })).body.data.opportunities[0];
    await server.call('POST', `/earn/opportunity/${first.id}/accept`, { token: tokenA });
    await b.reset();
    expect(await opportunityCount(tokenA)).toBe(before - 1);

    const nowB = (await b.clock.now()).getTime();
    const movedA = (await a.clock.advance('3d')).getTime();
    expect(movedA - nowB).toBeGreaterThanOrEqual(3 * DAY_MS);
    expect((await b.clock.now()).getTime() - nowB).toBeLessThan(60_000);
    expect((await mock.clock.now()).getTime() - nowB).toBeLessThan(60_000);
  });

  it('refuse a token of another sandbox, with a detail that says so', async () => {
    const [a, b] = [await sandbox(), await sandbox()];
    const tokenA = (await a.signIn(PUBLISHER)).jwt_token;
    const crossed = await server.call('GET', '/user', { token: tokenA, headers: b.headers });
    expect(crossed.status).toBe(401);
    expect(crossed.body.detail.error).toContain(`minted in sandbox "${a.id}"`);
    expect(crossed.body.detail.error).toContain(`sandbox "${b.id}"`);

    const fromDefault = await server.call('GET', '/user', {
      token: await server.signIn(PUBLISHER),
      headers: a.headers,
    });
    expect(fromDefault.status).toBe(401);
    expect(fromDefault.body.detail.error).toContain('minted in the default sandbox');
    expect((await server.call('GET', '/user', { token: tokenA, headers: a.headers })).status).toBe(200);
  });

  it('answer 404 {"detail": {"sandbox"}} for an unknown or deleted sandbox, by header or by token', async () => {
    const unknown = await raw('/user', { headers: { 'X-Podspot-Sandbox': 'sb_nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.sandbox).toContain('"sb_nope"');

    const a = await mock.createSandbox();
    const token = (await a.signIn(PUBLISHER)).jwt_token;
    await a.close();
    const gone = await raw('/user', { token });
    expect(gone.status).toBe(404);
    expect(gone.body.detail.sandbox).toContain(a.id);
    expect((await failureOf(a.close()))?.status).toBe(404);
  });

  it('are listed, and past maxSandboxes creating one more answers 429 until one is deleted', async () => {
    const made = [await sandbox(), await sandbox(), await sandbox()];
    expect((await mock.sandboxes()).map((s) => s.id).sort()).toEqual(made.map((s) => s.id).sort());
    const refused = await failureOf(mock.createSandbox());
    expect(refused?.status).toBe(429);
    expect(refused?.detail.sandbox).toContain('maxSandboxes');
    await made[0].close();
    expect((await sandbox()).id).toMatch(/^sb_/);
  });

  it('start from the scenario or fixture asked for, and refuse an unknown scenario or a bad fixture with 400', async () => {
    const empty = await mock.createSandbox({ scenario: 'empty' });
    open.push(empty);
    expect((await mock.sandboxes()).find((s) => s.id === empty.id)?.scenario).toBe('empty');
    const fromFixture = await mock.createSandbox({ fixture: EXAMPLE_FIXTURE });
    open.push(fromFixture);
    expect((await fromFixture.reset()).users).toBe(EXAMPLE_FIXTURE.users.length);
    expect((await failureOf(mock.createSandbox({ fixture: { users: 'none' } })))?.status).toBe(400);
    const refused = await failureOf(mock.createSandbox({ scenario: 'huge' as 'demo' }));
    expect(refused?.status).toBe(400);
    expect(refused?.detail.scenario).toContain('Unknown scenario');
  });

  it('start their clock and their scenario at `now` when asked: the same data on any day', async () => {
    const now = '2025-03-10T12:00:00.000Z';
    const first = await mock.createSandbox({ scenario: 'demo', now });
    open.push(first);
    const clockAt = (await first.clock.now()).getTime();
    expect(clockAt - Date.parse(now)).toBeGreaterThanOrEqual(0);
    expect(clockAt - Date.parse(now)).toBeLessThan(60_000);
    // The same `now` gives the same state, byte for byte, whatever the real time (a suite run tomorrow).
    const again = await mock.createSandbox({ scenario: 'demo', now: new Date(now) });
    open.push(again);
    expect(JSON.stringify(await again.fixture())).toBe(JSON.stringify(await first.fixture()));
    const today = await sandbox();
    expect(JSON.stringify(await today.fixture())).not.toBe(JSON.stringify(await first.fixture()));
  });

  it.each([
    ['2025-03-10', 'ISO 8601'],
    ['yesterday', 'ISO 8601'],
    [20250310, 'ISO 8601'],
    ['1999-12-31T23:59:59Z', 'at the earliest'],
    ['2090-01-01T00:00:00Z', '20 years'],
  ])('refuse a `now` of %j with 400, naming what to send', async (now, expected) => {
    const refused = await failureOf(mock.createSandbox({ now: now as string }));
    expect(refused?.status).toBe(400);
    expect(refused?.detail.now).toContain(expected);
  });

  it('are allowed by CORS: a preflight lists the X-Podspot-Sandbox header', async () => {
    const res = await fetch(`${server.base}/api/user`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4011',
        'access-control-request-headers': 'authorization,x-podspot-sandbox',
      },
    });
    expect(res.headers.get('access-control-allow-headers')).toContain('X-Podspot-Sandbox');
  });
});
