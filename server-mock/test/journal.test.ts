import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../app.ts';
import { MASKED } from '../journal/mask-secrets.ts';
import { partnerKeyId } from '../journal/record-requests.ts';
import { DEMO_PASSWORD, startServer, type TestServer } from './helpers.ts';

/** The request journal (server-mock/README.md#request-journal) through the API, as an integrator's test reads it. */
let server: TestServer;
let publisher: string;
beforeAll(async () => {
  server = await startServer();
  publisher = await server.signIn('publisher@podspot.test');
});
afterAll(() => server.close());
beforeEach(async () => {
  expect((await server.call('POST', '/__mock/reset', { body: { scenario: 'demo' } })).status).toBe(200);
});

type Entry = Record<string, unknown> & { path: string; status: number; method: string; time: string };
const requests = async (query = ''): Promise<Entry[]> => {
  const res = await server.call('GET', `/__mock/requests${query}`);
  expect(res.status).toBe(200);
  return res.body.requests;
};
const mint = (email: string, key = DEMO_PARTNER_KEY) =>
  server.call('POST', '/partner/embed_tokens', { body: { email }, headers: { 'x-partner-key': key } });

describe('GET /__mock/requests', () => {
  it('records a call once answered: time, method, path, query, status, duration, origin, who', async () => {
    const before = Date.now();
    const origin = 'http://localhost:4011';
    await server.call('GET', '/earn/opportunities?podcast_id=all', { token: publisher, headers: { origin } });
    const [entry] = await requests();
    expect(entry).toEqual({
      id: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: 'GET',
      path: '/earn/opportunities',
      query: { podcast_id: 'all' },
      status: 200,
      duration_ms: expect.any(Number),
      origin,
      email: 'publisher@podspot.test',
      auth: 'console',
      partner: null,
      body: null,
    });
    expect(Date.parse(entry.time)).toBeGreaterThanOrEqual(before - 1);
  });

  it('lists a call by the time its answer arrives, compressed ones too', async () => {
    const link = server.ctx.store.payoutAccounts[0].link_token;
    for (let i = 1; i <= 20; i++) {
      const res = await fetch(`${server.base}/api/payout-provider/onboard/${link}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      await res.text();
      expect(server.ctx.journal.list()).toHaveLength(i); // in this process, before any other event runs
    }
  });

  it('keeps a note instead of a body over 16 KB (10,000 calls must fit in memory)', async () => {
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.test', podcast_name: 'x'.repeat(20_000) };
    await server.call('POST', '/invite/', { body });
    const [entry] = await requests();
    expect(entry.body).toMatch(/^\[a body of \d+ characters, not kept\]$/);
  });

  it('leaves out the /__mock helpers, so reading the journal does not fill it', async () => {
    await server.call('GET', '/__mock/outbox');
    expect(await requests()).toEqual([]);
    expect(await requests()).toEqual([]);
  });

  it('records a token mint with the partner key by id and name, never the key, and the email', async () => {
    const minted = await mint('Publisher@podspot.test');
    expect(minted.status).toBe(201);
    await mint('publisher@podspot.test', 'pk_test_unknown');
    await server.call('GET', '/user', { token: minted.body.token });
    const [known, unknown, embed] = await requests();
    expect(known).toMatchObject({
      path: '/partner/embed_tokens',
      status: 201,
      auth: 'partner',
      partner: { id: partnerKeyId(DEMO_PARTNER_KEY), name: 'Demo hosting platform' },
      email: 'publisher@podspot.test',
    });
    expect(unknown).toMatchObject({ status: 401, auth: 'partner', partner: null, email: 'publisher@podspot.test' });
    expect(embed).toMatchObject({ path: '/user', auth: 'embed', email: 'publisher@podspot.test' });
    expect(JSON.stringify([known, unknown])).not.toContain('pk_test_');
  });

  it('filters by method, path prefix, status or its class, and time; oldest first', async () => {
    await server.call('GET', '/user', { token: publisher });
    await server.call('GET', '/user');
    const signInAt = (await requests()).at(-1)!.time;
    await server.call('POST', '/signin/', { body: { email: 'publisher@podspot.test', password: 'wrong-password' } });
    await server.call('GET', '/no/such/call', { token: publisher });
    const paths = (entries: Entry[]) => entries.map((e) => `${e.method} ${e.path} ${e.status}`);
    expect(paths(await requests())).toEqual([
      'GET /user 200',
      'GET /user 401',
      'POST /signin/ 401',
      'GET /no/such/call 404',
    ]);
    expect(paths(await requests('?method=post'))).toEqual(['POST /signin/ 401']);
    expect(paths(await requests('?path=/user'))).toEqual(['GET /user 200', 'GET /user 401']);
    expect(paths(await requests('?path=/api/no'))).toEqual(['GET /no/such/call 404']);
    expect(paths(await requests('?status=401'))).toEqual(['GET /user 401', 'POST /signin/ 401']);
    expect(paths(await requests('?status=4xx&method=GET'))).toEqual(['GET /user 401', 'GET /no/such/call 404']);
    expect((await requests(`?since=${signInAt}`)).length).toBeGreaterThanOrEqual(3);
    expect(await requests(`?since=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it.each([
    ['method=FETCH', 'method'],
    ['path=user', 'path'],
    ['status=abc', 'status'],
    ['status=6xx', 'status'],
    ['status=200&status=201', 'status'],
    ['since=yesterday', 'since'],
    ['since=2026-13-01T00:00:00Z', 'since'],
    ['paths=/user', 'paths'],
  ])('answers 400 naming the filter for %s', async (query, field) => {
    const res = await server.call('GET', `/__mock/requests?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });

  it('is emptied by DELETE (204) and by a reset', async () => {
    await server.call('GET', '/user', { token: publisher });
    expect((await server.call('DELETE', '/__mock/requests')).status).toBe(204);
    expect(await requests()).toEqual([]);
    await server.call('GET', '/user', { token: publisher });
    await server.call('POST', '/__mock/reset', {});
    expect(await requests()).toEqual([]);
  });
});

describe('secrets in the journal', () => {
  it('never holds a password, token, reset token or partner key: bodies keep their fields, masked', async () => {
    const secrets: string[] = [DEMO_PASSWORD, DEMO_PARTNER_KEY];
    const signUp = await server.call('POST', '/signup/', {
      body: {
        invite_code: 'PODSPOT-INVITE',
        first_name: 'Jo',
        last_name: 'Secret',
        email: 'jo.secret@example.test',
        password: 'sign-up-secret-1',
      },
    });
    expect(signUp.status).toBe(201);
    secrets.push('sign-up-secret-1', signUp.body.jwt_token);
    secrets.push(await server.signIn('publisher@podspot.test'));

    await server.call('POST', '/forgot_password', { body: { email: 'jo.secret@example.test' } });
    const [email] = (await server.call('GET', '/__mock/outbox?to=jo.secret@example.test')).body.emails;
    const resetToken = new URL(email.link).searchParams.get('token')!;
    const reset = await server.call('POST', '/reset_password', {
      body: { reset_password_token: resetToken, new_password: 'reset-secret-2' },
    });
    expect(reset.status).toBe(200);
    secrets.push(resetToken, 'reset-secret-2');

    const jo = await server.signIn('jo.secret@example.test', 'reset-secret-2');
    const change = await server.call('POST', '/user/change_password', {
      token: jo,
      body: { password: 'reset-secret-2', new_password: 'changed-secret-3' },
    });
    expect(change.status).toBe(200);
    const minted = await mint('publisher@podspot.test');
    secrets.push(jo, 'changed-secret-3', minted.body.token);
    await server.call('GET', '/user', { token: minted.body.token });
    const link = server.ctx.store.payoutAccounts[0].link_token;
    await fetch(`${server.base}/api/payout-provider/onboard/${link}`);
    secrets.push(link);

    const journal = await requests();
    const text = JSON.stringify(journal);
    for (const secret of secrets) expect(text, `the journal holds ${secret}`).not.toContain(secret);
    const bodyOf = (path: string) => journal.find((e) => e.path === path)!.body;
    expect(bodyOf('/signin/')).toEqual({ email: 'publisher@podspot.test', password: MASKED });
    expect(bodyOf('/reset_password')).toEqual({ reset_password_token: MASKED, new_password: MASKED });
    expect(bodyOf('/user/change_password')).toEqual({ password: MASKED, new_password: MASKED });
    expect(bodyOf('/signup/')).toMatchObject({ email: 'jo.secret@example.test', password: MASKED });
    expect(journal.at(-1)!.path).toBe(`/payout-provider/onboard/${MASKED}`);
  });
});
