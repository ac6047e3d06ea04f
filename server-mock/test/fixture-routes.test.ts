import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { FixtureError } from '../fixtures/index.ts';
import { startServer, type TestServer } from './helpers.ts';

/** Fixtures through the API (server-mock/README.md#fixtures): start with one, export, reset with one, refusals. */
const example = () => JSON.parse(readFileSync(new URL('../fixtures/example.json', import.meta.url), 'utf8'));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ fixture: example() });
});
afterAll(() => server.close());

describe('a server started with a fixture', () => {
  it('drives a journey on the ids the fixture chose: sign in, list opportunities, accept 9001', async () => {
    const host = await server.signIn('host@example.test', 'host-secret-1');
    const list = await server.call('GET', '/earn/opportunities', { token: host });
    expect(list.status).toBe(200);
    expect(list.body.data.opportunities.map((o: { id: number }) => o.id)).toEqual([9001]);
    // New ids continue after the largest one in the state (a month end since the fixture's dates may have added a row).
    const largestId = Math.max(
      9002,
      ...JSON.stringify((await server.call('GET', '/__mock/fixture')).body)
        .match(/"id":\d+/g)!
        .map((m) => Number(m.slice(5))),
    );
    const accepted = await server.call('POST', '/earn/opportunity/9001/accept', { token: host });
    expect(accepted.status).toBe(201);
    const state = (await server.call('GET', '/__mock/fixture')).body;
    expect(state.opportunities.find((o: { id: number }) => o.id === 9001).status).toBe('accepted');
    expect(state.podspots.find((p: { opportunity_id: number }) => p.opportunity_id === 9001).id).toBe(largestId + 1);
  });

  it('goes back to its fixture on a reset without a body', async () => {
    expect((await server.call('POST', '/__mock/reset', {})).body).toEqual({ fixture: true, users: 3 });
    expect(server.ctx.store.opportunities.map((o) => [o.id, o.status])).toEqual([
      [9001, 'offered'],
      [9002, 'accepted'],
    ]);
  });

  it('refuses to start with a bad fixture (createApp throws FixtureError)', async () => {
    const bad = { ...example(), podspots: [{ id: 1, opportunity_id: 42 }] };
    await expect(createApp({ fixture: bad })).rejects.toThrow(
      new FixtureError('$.podspots[0].opportunity_id', 'No opportunity has id 42.'),
    );
  });
});

describe('GET /__mock/fixture and POST /__mock/reset {"fixture"}', () => {
  it('gives back the same export after a reset with the export (demo, over the 100 kB body limit)', async () => {
    await server.call('POST', '/__mock/reset', { body: { scenario: 'demo' } });
    const exported = (await server.call('GET', '/__mock/fixture')).body;
    expect(JSON.stringify(exported).length).toBeGreaterThan(100_000);
    await server.call('POST', '/__mock/reset', { body: { scenario: 'empty' } });
    const reset = await server.call('POST', '/__mock/reset', { body: { fixture: exported } });
    expect(reset.body).toEqual({ fixture: true, users: exported.users.length });
    expect((await server.call('GET', '/__mock/fixture')).body).toEqual(exported);
  });

  it('refuses a bad fixture as a whole (400 with its JSON path) and keeps the running state as it was', async () => {
    await server.call('POST', '/__mock/reset', {});
    const host = await server.signIn('host@example.test', 'host-secret-1');
    const write = { first_name: 'Written', last_name: 'Before', email: 'host@example.test' };
    expect((await server.call('POST', '/user', { token: host, body: write })).status).toBe(200);
    await server.call('POST', '/__mock/faults', { body: { path: '/earn/podspots', delay_ms: 1 } });
    const store = server.ctx.store;

    const bad = { ...example(), campaigns: [{ ...example().campaigns[0], created_at: '2026-10-01' }] };
    const res = await server.call('POST', '/__mock/reset', { body: { fixture: bad } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: { '$.campaigns[0].created_at': 'Must be an ISO 8601 time with its zone, e.g. 2026-11-24T09:30:00.000Z.' },
    });

    expect(server.ctx.store).toBe(store);
    expect((await server.call('GET', '/user', { token: host })).body.first_name).toBe('Written');
    expect((await server.call('GET', '/__mock/faults')).body.faults).toHaveLength(1);
  });

  it.each([
    [{ scenario: 'demo', fixture: {} }, 'body'],
    [{ fixture: [] }, 'fixture'],
    [{ fixture: null }, 'fixture'],
    [{ scenario: 'huge' }, 'scenario'],
  ])('refuses %j (400 on %s)', async (body, field) => {
    const res = await server.call('POST', '/__mock/reset', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });
});
