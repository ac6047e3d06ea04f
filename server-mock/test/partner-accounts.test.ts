import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY, OTHER_PARTNER_KEY } from '../client/demo.ts';
import { useServer, type TestServer } from './helpers.ts';

const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };
const OTHER = { 'x-partner-key': OTHER_PARTNER_KEY };

const account = (overrides: Record<string, unknown> = {}) => ({
  external_id: 'cw_1001',
  email: 'maya@castwave.test',
  first_name: 'Maya',
  last_name: 'Ortiz',
  podcasts: [
    {
      name: 'Night Shift Radio',
      rss_url: 'https://feeds.castwave.test/night-shift.xml',
      feed_managed_by_partner: true,
    },
  ],
  ...overrides,
});

let server: TestServer;
useServer([], (s) => (server = s), { resetEach: true });

const create = (body: unknown, headers: Record<string, string> = DEMO) =>
  server.call('POST', '/partner/accounts', { body, headers });
const counts = () => ({
  users: server.ctx.store.users.length,
  podcasts: server.ctx.store.podcasts.filter((p) => p.owner_id !== null).length,
  opportunities: server.ctx.store.opportunities.length,
});

describe('POST /partner/accounts', () => {
  it('creates a publisher without a password for the external_id (201), then answers the same account (200)', async () => {
    const first = await create(account());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      external_id: 'cw_1001',
      email: 'maya@castwave.test',
      has_password: false,
      onboarding_state: 'onboarding_get_started',
      onboarding_completed: false,
    });
    const second = await create(account());
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(server.ctx.store.users.filter((u) => u.partner?.external_id === 'cw_1001')).toHaveLength(1);
    expect(server.ctx.store.podcasts.filter((p) => p.owner_id === first.body.id)).toHaveLength(1);
  });

  it('updates a changed field and adds a new podcast, keeping those left out', async () => {
    const first = await create(account());
    const changed = await create(
      account({
        first_name: 'Maia',
        email: 'maia@castwave.test',
        podcasts: [{ name: 'Day Shift', apple_id: 999000111 }],
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.body.id, first_name: 'Maia', email: 'maia@castwave.test' });
    expect(changed.body.podcasts.map((p: { name: string }) => p.name)).toEqual(['Night Shift Radio', 'Day Shift']);
  });

  it('replays a known Idempotency-Key without changing the account, and refuses it for another external_id', async () => {
    const headers = { ...DEMO, 'idempotency-key': 'req-1' };
    const first = await create(account(), headers);
    const again = await create(account({ first_name: 'Changed' }), headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const before = counts();
    const other = await create(account({ external_id: 'cw_2', email: 'other@castwave.test' }), headers);
    expect(other.status).toBe(409);
    expect(other.body.detail.idempotency_key).toMatch(/external_id "cw_1001"/);
    expect(counts()).toEqual(before);
  });

  it('refuses an email of an account it did not create with a 409 that says what to do, changing nothing', async () => {
    const before = counts();
    const res = await create(account({ email: 'newpub@podspot.test' }));
    expect(res.status).toBe(409);
    expect(res.body.detail.email).toMatch(/did not create.*POST \/partner\/account_links/);
    expect(counts()).toEqual(before);
  });

  it('refuses a podcast of another account, naming it, and creates nothing of the request', async () => {
    const taken = server.ctx.store.podcasts.find((p) => p.owner_id !== null)!;
    const before = counts();
    const res = await create(
      account({
        podcasts: [
          { name: 'Mine', rss_url: 'https://a.test/f.xml' },
          { name: 'Theirs', apple_id: taken.apple_id },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.detail)).toEqual(['podcasts[1].apple_id']);
    expect(counts()).toEqual(before);
    expect(server.ctx.store.podcasts.some((p) => p.rss_url === 'https://a.test/f.xml')).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ external_id: '   ' }, 'external_id'],
    [{ podcasts: [] }, 'podcasts'],
    [{ podcasts: [{ name: 'No feed' }] }, 'podcasts[0]'],
    [{ podcasts: [{ name: 'Bad', rss_url: 'ftp://x.test/f.xml' }] }, 'podcasts[0].rss_url'],
    [
      {
        podcasts: [
          { name: 'A', apple_id: 5 },
          { name: 'B', apple_id: 5 },
        ],
      },
      'podcasts[1]',
    ],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const before = counts();
    const res = await create(account(overrides));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
    expect(counts()).toEqual(before);
  });

  it('needs a known partner key', async () => {
    expect((await create(account(), {})).status).toBe(401);
    expect((await create(account(), { 'x-partner-key': 'pk_test_nobody' })).status).toBe(401);
  });
});

describe('a partner sees only the accounts it created', () => {
  it('answers another partner 404 for the id, an empty list, and 404 for its tokens', async () => {
    const { body } = await create(account());
    expect((await server.call('GET', `/partner/accounts/${body.id}`, { headers: DEMO })).status).toBe(200);
    const foreign = await server.call('GET', `/partner/accounts/${body.id}`, { headers: OTHER });
    expect(foreign.status).toBe(404);
    const list = await server.call('GET', '/partner/accounts?external_id=cw_1001', { headers: OTHER });
    expect(list.body).toEqual({ accounts: [], total: 0 });
    for (const mint of [{ account_id: body.id }, { external_id: 'cw_1001' }, { email: 'maya@castwave.test' }])
      expect((await server.call('POST', '/partner/embed_tokens', { body: mint, headers: OTHER })).status).toBe(404);
  });

  it('lets the other partner create its own account under the same external_id', async () => {
    const mine = await create(account());
    const theirs = await create(account({ email: 'maya@other.test', podcasts: [{ name: 'X', apple_id: 42 }] }), OTHER);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('lists its accounts a page at a time and finds one by external_id', async () => {
    for (const n of [1, 2, 3])
      await create(
        account({
          external_id: `cw_${n}`,
          email: `u${n}@castwave.test`,
          podcasts: [{ name: `S${n}`, apple_id: 70 + n }],
        }),
      );
    const page = await server.call('GET', '/partner/accounts?offset=1&limit=1', { headers: DEMO });
    expect(page.body.total).toBe(3);
    expect(page.body.accounts.map((a: { external_id: string }) => a.external_id)).toEqual(['cw_2']);
    const found = await server.call('GET', '/partner/accounts?external_id=cw_3', { headers: DEMO });
    expect(found.body.accounts).toHaveLength(1);
    expect(found.body.accounts[0].email).toBe('u3@castwave.test');
  });
});

describe('embed tokens by account id or external_id', () => {
  it('mints a token for the account that signs the widget calls in as it', async () => {
    const { body } = await create(account());
    for (const mint of [{ account_id: body.id }, { external_id: 'cw_1001' }]) {
      const minted = await server.call('POST', '/partner/embed_tokens', { body: mint, headers: DEMO });
      expect(minted.status).toBe(201);
      const me = await server.call('GET', '/user', { token: minted.body.token });
      expect(me.body.email).toBe('maya@castwave.test');
    }
  });

  it('asks for exactly one of email, account_id and external_id', async () => {
    const both = await server.call('POST', '/partner/embed_tokens', {
      body: { email: 'publisher@podspot.test', external_id: 'cw_1001' },
      headers: DEMO,
    });
    expect(both.status).toBe(400);
    expect(both.body.detail).toEqual({ external_id: 'Send one of email, account_id or external_id.' });
    const unknown = await server.call('POST', '/partner/embed_tokens', {
      body: { external_id: 'nobody' },
      headers: DEMO,
    });
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body.detail)).toEqual(['external_id']);
  });
});

describe('fixtures', () => {
  it('carry a partner account through an export and a load', async () => {
    const { body } = await create(
      account({ podcasts: [{ name: 'Kept', apple_id: 4242, analyst_access_confirmed: true }] }),
    );
    const fixture = (await server.call('GET', '/__mock/fixture')).body;
    expect((await server.call('POST', '/__mock/reset', { body: { fixture } })).status).toBe(200);
    const again = await server.call('GET', `/partner/accounts/${body.id}`, { headers: DEMO });
    expect(again.body).toEqual(body);
    expect((await create(account())).status).toBe(200);
  });
});
