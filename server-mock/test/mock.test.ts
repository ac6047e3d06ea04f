import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

/** The integrators' helpers under /api/__mock (README "Test helpers"): reset, outbox, faults. */
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

describe('POST /__mock/faults', () => {
  it.each([
    ['no body', undefined, 'body'],
    ['no path', { status: 503 }, 'path'],
    ['a path without /', { path: 'earn', status: 503 }, 'path'],
    ['a method that is no method', { path: '/', method: ['GET'], status: 503 }, 'method'],
    ['a success status', { path: '/user', status: 200 }, 'status'],
    ['a status as text', { path: '/user', status: '503' }, 'status'],
    ['neither status nor delay', { path: '/user' }, 'status'],
    ['a delay over a minute', { path: '/user', delay_ms: 60_001 }, 'delay_ms'],
    ['zero times', { path: '/user', status: 503, times: 0 }, 'times'],
    ['a detail that is not strings', { path: '/user', status: 503, detail: { error: 1 } }, 'detail'],
  ])('refuses a rule with %s (400 naming the field)', async (_name, body, field) => {
    const res = await server.call('POST', '/__mock/faults', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
    expect((await server.call('GET', '/__mock/faults')).body.faults).toEqual([]);
  });

  it('fails matching calls `times` times with the status and detail given, then lets them through', async () => {
    const rule = {
      path: '/api/earn/opportunities',
      method: 'get',
      status: 503,
      detail: { error: 'Down for a minute.' },
      times: 2,
      extra: 'dropped',
    };
    const created = await server.call('POST', '/__mock/faults', { body: rule });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      path: '/earn/opportunities',
      method: 'GET',
      status: 503,
      detail: { error: 'Down for a minute.' },
      times: 2,
    });
    expect((await server.call('POST', '/earn/opportunity/1/accept', { token: publisher })).status).toBe(404); // another method: untouched
    for (let i = 0; i < 2; i++) {
      // Plain fetch: an injected 503 is outside the contract, which `call` checks. A prefix match.
      const res = await fetch(`${server.base}/api/earn/opportunities/count`, {
        headers: { authorization: `Bearer ${publisher}` },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ detail: { error: 'Down for a minute.' } });
    }
    expect((await server.call('GET', '/earn/opportunities/count', { token: publisher })).status).toBe(200);
  });

  it('delays calls by delay_ms; DELETE removes one rule or all; reset clears them', async () => {
    const { body: slow } = await server.call('POST', '/__mock/faults', { body: { path: '/user', delay_ms: 300 } });
    const started = performance.now();
    expect((await server.call('GET', '/user', { token: publisher })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await server.call('DELETE', `/__mock/faults/${slow.id}`)).status).toBe(204);
    expect((await server.call('DELETE', `/__mock/faults/${slow.id}`)).status).toBe(404);
    await server.call('POST', '/__mock/faults', { body: { path: '/user', status: 500 } });
    expect((await server.call('DELETE', '/__mock/faults')).status).toBe(204);
    expect((await server.call('GET', '/user', { token: publisher })).status).toBe(200);
    await server.call('POST', '/__mock/faults', { body: { path: '/user', status: 500 } });
    await server.call('POST', '/__mock/reset', {});
    expect((await server.call('GET', '/__mock/faults')).body.faults).toEqual([]);
  });
});

describe('POST /__mock/reset and GET /__mock/outbox', () => {
  it('resets to a scenario and refuses unknown ones', async () => {
    expect((await server.call('POST', '/__mock/reset', { body: { scenario: 'empty' } })).body).toEqual({
      scenario: 'empty',
      users: 8,
    });
    expect(server.ctx.store.podspots).toEqual([]);
    const bad = await server.call('POST', '/__mock/reset', { body: { scenario: 'huge' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.scenario).toBe('Unknown scenario. Use one of: demo, large, xlarge, empty.');
  });

  it('captures the emails the server "sends", filtered by recipient', async () => {
    await server.call('POST', '/forgot_password', { body: { email: 'Publisher@podspot.test' } });
    await server.call('POST', '/invite/', {
      body: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test', podcast_name: 'Ann Talks' },
    });
    const all = (await server.call('GET', '/__mock/outbox')).body.emails;
    expect(all.map((e: { to: string }) => e.to)).toEqual(['publisher@podspot.test', 'ann@example.test']);
    const mine = (await server.call('GET', '/__mock/outbox?to=PUBLISHER@podspot.test')).body.emails;
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe('Reset your Podspot password');
    expect(mine[0].link).toMatch(new RegExp(`^${server.base}/reset-password\\?token=\\S+$`));
  });
});
