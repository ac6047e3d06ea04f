import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY, OTHER_PARTNER_KEY } from '../client/demo.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };
const OTHER = { 'x-partner-key': OTHER_PARTNER_KEY };
const MAYA = 'publisher@podspot.test';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A sandbox of its own per test: its links, clock and endpoints are nobody else's. */
async function sandbox() {
  const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo' } });
  const box = { 'x-podspot-sandbox': created.body.id as string };
  const call = (method: string, path: string, opts: { body?: unknown; token?: string; as?: object } = {}) =>
    server.call(method, path, { ...opts, headers: { ...box, ...opts.as } });
  const signIn = async (email: string) =>
    (await call('POST', '/signin/', { body: { email, password: 'podspot-demo' } })).body.jwt_token as string;
  const ask = (body: object, as: object = DEMO) => call('POST', '/partner/account_links', { body, as });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const answer = (verb: '' | '/connect' | '/cancel', token: string, session: string) =>
    call('POST', `/account_link${verb}`, { body: { token }, token: session });
  return { call, signIn, ask, tokenOf, answer };
}

describe('POST /partner/account_links', () => {
  it('answers a single-use console URL for an account the platform did not create, for one hour', async () => {
    const box = await sandbox();
    expect((await box.call('POST', '/__mock/clock', { body: { mode: 'frozen' } })).status).toBe(200);
    const res = await box.ask({ external_id: 'cw_42', email: MAYA.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^al_/), external_id: 'cw_42', email: MAYA });
    expect(res.body.url).toMatch(/\/link-account\?token=[\w-]{20,}$/);
    const clock = await box.call('GET', '/__mock/clock');
    expect(Date.parse(res.body.expires_at) - Date.parse(clock.body.now)).toBe(60 * 60_000);
  });

  it.each([
    ['an email nobody has', { external_id: 'cw_1', email: 'nobody@podspot.test' }, 404, 'email', /Create it with POST/],
    ['a blank external_id', { external_id: '  ', email: MAYA }, 400, 'external_id', /blank/],
    ['a malformed email', { external_id: 'cw_1', email: 'maya' }, 400, 'email', /./],
  ])('refuses %s naming the field', async (_case, body, status, field, message) => {
    const box = await sandbox();
    const res = await box.ask(body);
    expect(res.status).toBe(status);
    expect(res.body.detail[field]).toMatch(message);
  });

  it("refuses the platform's own account (409), an external_id it uses (409) and another platform's account (404)", async () => {
    const box = await sandbox();
    const made = await box.call('POST', '/partner/accounts', {
      as: DEMO,
      body: {
        external_id: 'cw_own',
        email: 'own@castwave.test',
        first_name: 'Own',
        last_name: 'User',
        podcasts: [{ name: 'Own Show', rss_url: 'https://feeds.castwave.test/own.xml' }],
      },
    });
    expect(made.status).toBe(201);
    const own = await box.ask({ external_id: 'cw_9', email: 'own@castwave.test' });
    expect([own.status, own.body.detail.email]).toEqual([409, expect.stringMatching(/external_id "cw_own"/)]);
    const taken = await box.ask({ external_id: 'cw_own', email: MAYA });
    expect([taken.status, taken.body.detail.external_id]).toEqual([409, expect.stringMatching(/own@castwave\.test/)]);
    const other = await box.ask({ external_id: 'x_1', email: 'own@castwave.test' }, OTHER);
    expect(other.status).toBe(404);
    const taking = await box.call('POST', '/partner/accounts', {
      as: OTHER,
      body: {
        external_id: 'x_1',
        email: 'own@castwave.test',
        first_name: 'O',
        last_name: 'U',
        podcasts: [{ name: 'Y', apple_id: 6 }],
      },
    });
    expect([taking.status, taking.body.detail.email]).toEqual([409, expect.stringMatching(/another platform manages/)]);
  });

  it('is named by the 409 of POST /partner/accounts for an email the platform did not create', async () => {
    const box = await sandbox();
    const res = await box.call('POST', '/partner/accounts', {
      as: DEMO,
      body: {
        external_id: 'cw_2',
        email: MAYA,
        first_name: 'M',
        last_name: 'O',
        podcasts: [{ name: 'X', apple_id: 5 }],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail.email).toMatch(/POST \/partner\/account_links/);
  });
});

describe('the console side of a link', () => {
  it('shows who asks, connects once, and then the account is the platform’s by id, external_id and token', async () => {
    const box = await sandbox();
    const link = await box.ask({ external_id: 'cw_42', email: MAYA });
    const token = box.tokenOf(link.body.url);
    const session = await box.signIn(MAYA);
    const shown = await box.answer('', token, session);
    expect(shown.body).toEqual({
      partner_name: 'Demo hosting platform',
      external_id: 'cw_42',
      email: MAYA,
      expires_at: link.body.expires_at,
    });
    expect((await box.answer('/connect', token, session)).status).toBe(200);

    const listed = await box.call('GET', '/partner/accounts?external_id=cw_42', { as: DEMO });
    expect(listed.body.accounts).toEqual([expect.objectContaining({ email: MAYA, has_password: true })]);
    const id = listed.body.accounts[0].id as number;
    expect((await box.call('GET', `/partner/accounts/${id}`, { as: DEMO })).status).toBe(200);
    const minted = await box.call('POST', '/partner/embed_tokens', { as: DEMO, body: { external_id: 'cw_42' } });
    expect(minted.status).toBe(201);
    expect((await box.call('GET', `/partner/accounts/${id}`, { as: OTHER })).status).toBe(404);
    expect((await box.call('POST', '/partner/embed_tokens', { as: OTHER, body: { email: MAYA } })).status).toBe(404);

    const again = await box.answer('/connect', token, session);
    expect([again.status, again.body.detail.token]).toEqual([409, expect.stringMatching(/already been used/)]);
  });

  it('cancel leaves the account as it was and spends the link', async () => {
    const box = await sandbox();
    const token = box.tokenOf((await box.ask({ external_id: 'cw_42', email: MAYA })).body.url);
    const session = await box.signIn(MAYA);
    expect((await box.answer('/cancel', token, session)).status).toBe(200);
    const connect = await box.answer('/connect', token, session);
    expect([connect.status, connect.body.detail.token]).toEqual([409, expect.stringMatching(/cancelled/)]);
    expect((await box.call('GET', '/partner/accounts?external_id=cw_42', { as: DEMO })).body.total).toBe(0);
  });

  it('refuses an unknown token (404), another user (403) and an expired link (410), changing nothing', async () => {
    const box = await sandbox();
    const token = box.tokenOf((await box.ask({ external_id: 'cw_42', email: MAYA })).body.url);
    const other = await box.signIn('both@podspot.test');
    const unknown = await box.answer('/connect', 'nonsense', other);
    expect([unknown.status, unknown.body.detail.token]).toEqual([404, expect.stringMatching(/not valid/)]);
    const wrong = await box.answer('/connect', token, other);
    expect([wrong.status, wrong.body.detail.email]).toEqual([403, expect.stringMatching(/for the Podspot account/)]);
    expect(await box.call('POST', '/__mock/clock', { body: { advance: 'PT61M' } })).toMatchObject({ status: 200 });
    const expired = await box.answer('/connect', token, await box.signIn(MAYA));
    expect([expired.status, expired.body.detail.token]).toEqual([410, expect.stringMatching(/expired/)]);
    expect((await box.call('GET', '/partner/accounts?external_id=cw_42', { as: DEMO })).body.total).toBe(0);
  });

  it('refuses to connect an account another platform has connected since', async () => {
    const box = await sandbox();
    const mine = box.tokenOf((await box.ask({ external_id: 'cw_42', email: MAYA })).body.url);
    const theirs = box.tokenOf((await box.ask({ external_id: 'ot_7', email: MAYA }, OTHER)).body.url);
    const session = await box.signIn(MAYA);
    expect((await box.answer('/connect', theirs, session)).status).toBe(200);
    const res = await box.answer('/connect', mine, session);
    expect([res.status, res.body.detail.account]).toEqual([409, expect.stringMatching(/another platform/)]);
  });

  it('needs a console session: an embed token may not answer a link', async () => {
    const box = await sandbox();
    const token = box.tokenOf((await box.ask({ external_id: 'cw_42', email: MAYA })).body.url);
    const embed = (await box.call('POST', '/partner/embed_tokens', { as: DEMO, body: { email: MAYA } })).body.token;
    expect((await box.answer('/connect', token, embed)).status).toBe(403);
    expect((await box.call('POST', '/account_link/connect', { body: { token } })).status).toBe(401);
  });

  it('tells the platform account.linked, not account.created', async () => {
    const box = await sandbox();
    const receiver = await startReceiver();
    try {
      const endpoint = await box.call('POST', '/partner/webhook_endpoints', {
        as: DEMO,
        body: { url: receiver.url, events: ['account.created', 'account.linked', 'account.onboarding_completed'] },
      });
      receiver.secret(endpoint.body.secret);
      const token = box.tokenOf((await box.ask({ external_id: 'cw_42', email: MAYA })).body.url);
      await box.answer('/connect', token, await box.signIn(MAYA));
      const event = await receiver.next();
      expect(event).toMatchObject({
        verified: true,
        type: 'account.linked',
        data: { external_id: 'cw_42', email: MAYA },
      });
      expect(await receiver.none(200)).toEqual([]);
    } finally {
      receiver.stop();
    }
  });
});
