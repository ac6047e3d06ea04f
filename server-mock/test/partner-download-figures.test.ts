import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { useServer, type TestServer } from './helpers.ts';

const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };

let server: TestServer;
useServer([], (s) => (server = s), { resetEach: true });

const create = (podcast: Record<string, unknown>) =>
  server.call('POST', '/partner/accounts', {
    headers: DEMO,
    body: {
      external_id: 'cw_7',
      email: 'seven@castwave.test',
      first_name: 'S',
      last_name: 'Even',
      podcasts: [podcast],
    },
  });
/** The downloads per episode and monthly estimates of the account's offers, as its inbox reads them. */
async function offers() {
  const minted = await server.call('POST', '/partner/embed_tokens', { headers: DEMO, body: { external_id: 'cw_7' } });
  const list = await server.call('GET', '/earn/opportunities', { token: minted.body.token });
  const rows = list.body.data.opportunities as { estimated_dls_per_ep: number; cpm: number }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((o) => o.estimated_dls_per_ep);
}
const SHOW = { name: 'Seven Show', rss_url: 'https://feeds.castwave.test/seven.xml' };

describe('download figures of partner podcasts', () => {
  it("takes the platform's own figure, and a later one replaces it", async () => {
    const created = await create({ ...SHOW, downloads_per_episode: 4200 });
    expect(created.body.podcasts[0].downloads_per_episode).toBe(4200);
    expect(new Set(await offers())).toEqual(new Set([4200]));
    const updated = await create({ ...SHOW, downloads_per_episode: 5100 });
    expect(updated.body.podcasts[0].downloads_per_episode).toBe(5100);
    expect(new Set(await offers())).toEqual(new Set([5100]));
    expect((await create(SHOW)).body.podcasts[0].downloads_per_episode).toBe(5100);
  });

  it("keeps the catalogue's figure for a show of the catalogue (same apple_id)", async () => {
    const show = server.ctx.store.podcasts.find((p) => p.owner_id === null && p.estimated_dls_per_ep > 0)!;
    const created = await create({ name: show.name, apple_id: show.apple_id });
    expect(created.body.podcasts[0]).toMatchObject({ id: show.id, downloads_per_episode: show.estimated_dls_per_ep });
    expect(new Set(await offers())).toEqual(new Set([show.estimated_dls_per_ep]));
  });

  it('has none for a new podcast without one: null, and offers without a figure', async () => {
    const created = await create(SHOW);
    expect(created.body.podcasts[0].downloads_per_episode).toBeNull();
    expect(new Set(await offers())).toEqual(new Set([0]));
  });

  it.each([0, -5, 2.5, 100_000_001, '4200'])('refuses %j naming the field, changing nothing', async (value) => {
    const users = server.ctx.store.users.length;
    const res = await create({ ...SHOW, downloads_per_episode: value });
    expect(res.status).toBe(400);
    // The contract refuses it before any rule runs; its errors name the field itself (middleware/validation.ts).
    expect(Object.keys(res.body.detail)).toEqual(['downloads_per_episode']);
    expect(server.ctx.store.users.length).toBe(users);
  });
});
