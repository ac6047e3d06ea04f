import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

// The inputs a QA team's trial found taken when the contract refuses them (server-mock/README.md#strict-inputs).
const PUBLISHER = 'publisher@podspot.test';
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.signIn(PUBLISHER);
});
afterAll(() => server.close());

/** A call as any client may send it: any body text, any content type, any header. */
async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.base}/api${path}`, {
    method,
    body,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}
const json = (value: unknown) => JSON.stringify(value);
const now = async () => (await send('GET', '/__mock/clock')).body.now as string;
/** The clock runs on with real time: a refused move leaves it where the real seconds since took it. */
const unmoved = async (before: string) => expect(Date.parse(await now()) - Date.parse(before)).toBeLessThan(60_000);

describe('the clock takes only forward durations and calendar dates', () => {
  it.each(['-P1D', '-P10Y', '+P1D', ' -1d'])(
    'refuses the signed duration %j, saying the clock only moves forward',
    async (advance) => {
      const before = await now();
      const res = await send('POST', '/__mock/clock', json({ advance }));
      expect(res.status).toBe(400);
      expect(res.body.detail.advance).toMatch(/only moves forward/);
      await unmoved(before);
    },
  );

  it.each(['P1Y2', 'P1M2', 'P3DX', 'P', 'PT1.5H2M', '1 day'])(
    'refuses %j, which is not a duration',
    async (advance) => {
      const before = await now();
      const res = await send('POST', '/__mock/clock', json({ advance }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: { advance: expect.stringMatching(/Send a duration/) } });
      await unmoved(before);
    },
  );

  it.each([
    ['2030-02-30T00:00:00Z', 'a day no calendar has'],
    ['2030-03-01T00:00:00', 'no zone'],
    ['2030-03-01', 'no time'],
  ])('refuses to set %s (%s)', async (set) => {
    const before = await now();
    const res = await send('POST', '/__mock/clock', json({ set }));
    expect(res.status).toBe(400);
    expect(res.body.detail.set).toMatch(/with a time and zone/);
    await unmoved(before);
  });

  it('still moves forward by a duration and to a later date-time', async () => {
    const before = Date.parse(await now());
    expect((await send('POST', '/__mock/clock', json({ advance: 'P1D' }))).status).toBe(200);
    expect(Date.parse(await now()) - before).toBeGreaterThanOrEqual(86_400_000);
    const later = new Date(Date.parse(await now()) + 3_600_000).toISOString();
    const set = await send('POST', '/__mock/clock', json({ set: later }));
    expect(Date.parse(set.body.now) - Date.parse(later)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(set.body.now) - Date.parse(later)).toBeLessThan(60_000);
  });
});

describe('the /__mock helpers are checked against the contract', () => {
  it('refuses a sandbox whose clock starts on a day no calendar has, and creates none', async () => {
    const res = await send('POST', '/__mock/sandboxes', json({ now: '2025-02-30T12:00:00Z' }));
    expect(res.status).toBe(400);
    expect(res.body.detail.now).toMatch(/a day of the calendar/);
    expect((await send('GET', '/__mock/sandboxes')).body.sandboxes).toEqual([]);
  });

  it('refuses a text/plain body instead of creating a sandbox from nothing', async () => {
    const res = await send('POST', '/__mock/sandboxes', json({ scenario: 'empty' }), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.body.detail.body).toMatch(/text\/plain is not read/);
    expect((await send('GET', '/__mock/sandboxes')).body.sandboxes).toEqual([]);
  });

  it.each([
    ['POST', '/__mock/faults', { path: '/user', status: 99 }, 'status'],
    ['POST', '/__mock/faults', { path: 'user', status: 503 }, 'path'],
    ['POST', '/__mock/clock', { advance: 'P1D', later: true }, 'later'],
    ['POST', '/__mock/reset', { scenario: 'nope' }, 'scenario'],
    ['POST', '/__mock/sandboxes', { scenario: 'demo', fixture: {} }, 'body'],
    ['PUT', '/__mock/journal', { record_answers: 'yes' }, 'record_answers'],
    ['POST', '/__mock/approve_pending', { podspot_id: 'x' }, 'podspot_id'],
  ])('%s %s %j answers 400 naming %s', async (method, path, body, field) => {
    const res = await send(method, path, json(body));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
    expect(typeof res.body.detail[field]).toBe('string');
  });

  it('accepts every query parameter the contract allows on /__mock/requests', async () => {
    const query = new URLSearchParams({ method: 'get', path: '/user', status: '2XX', since: '2026-01-01' });
    expect((await send('GET', `/__mock/requests?${query}`)).status).toBe(200);
    const waited = await send('GET', `/__mock/requests/wait?${query}&count=1&timeout_ms=0`);
    expect([200, 408]).toContain(waited.status);
  });
});

describe('JSON nested deeper than the limit', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it.each([
    ['POST', '/signin/'],
    ['POST', '/user'],
    ['POST', '/__mock/faults'],
    ['POST', '/__mock/sandboxes'],
  ])('%s %s answers 400 before any handler runs', async (method, path) => {
    const res = await send(method, path, deep(5000), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect(res.body.detail.body).toMatch(/nests more than 64 levels/);
  });

  it('stores no fault rule, and the rules still list', async () => {
    const rule = { path: '/user', status: 503, body: JSON.parse(deep(100)) };
    expect((await send('POST', '/__mock/faults', json(rule))).status).toBe(400);
    const listed = await send('GET', '/__mock/faults');
    expect(listed).toMatchObject({ status: 200, body: { faults: [] } });
  });
});

describe('routes are matched as the contract spells them', () => {
  it.each([
    ['GET', '/BILLING/BALANCE/'],
    ['GET', '/billing/balance/'],
    ['GET', '/Billing/Balance'],
    ['POST', '/signin'],
    ['POST', '/SIGNIN/'],
    ['GET', '/__MOCK/CLOCK'],
    ['GET', '/__mock/clock/'],
    ['GET', '/__mock/sandboxes/'],
  ])('%s %s is no call', async (method, path) => {
    const body = method === 'POST' ? json({ email: PUBLISHER, password: 'podspot-demo' }) : undefined;
    const res = await send(method, path, body, { authorization: `Bearer ${token}` });
    expect(res).toMatchObject({ status: 404, body: { detail: { error: 'No such API call.' } } });
  });

  it('serves the contract spelling, and public calls need no token by the contract alone', async () => {
    const token = await server.signIn(PUBLISHER); // the clock tests above outlived the first one
    expect((await send('GET', '/billing/balance', undefined, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await send('GET', '/billing/balance')).status).toBe(401);
    expect((await send('POST', '/signin/', json({ email: PUBLISHER, password: 'podspot-demo' }))).status).toBe(200);
  });
});

describe('the payout provider page', () => {
  it('answers its form with 303 to where the console shows the balance, or 404 for an unknown link', async () => {
    const created = await server.call('POST', '/stripe/create_account', {
      token: await server.signIn('nopayout@podspot.test'),
      body: { country_code: 'US' },
    });
    const path = new URL(created.body.stripe_link).pathname.replace(/^\/api/, '');
    const done = await send('POST', path);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBeTruthy();
    expect((await send('POST', '/payout-provider/onboard/no-such-link')).status).toBe(404);
  });
});
