import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { startMockServer, type MockSandbox, type MockServer } from '../library/index.ts';

let mock: MockServer;
let sandbox: MockSandbox;
beforeAll(async () => {
  mock = await startMockServer({ jwtSecret: 'api-client-test', serveSdk: false });
  sandbox = await mock.createSandbox({ scenario: 'demo' });
});
afterAll(() => mock.close());

describe('the typed client (createApiClient, MockSandbox.api)', () => {
  it('calls operations with typed parameters and answers, in its sandbox', async () => {
    const api = await sandbox.api('publisher@podspot.test');
    const { data, error } = await api.GET('/earn/opportunities', { params: { query: { rejected: 'false' } } });
    expect(error).toBeUndefined();
    const offer = data!.data.opportunities[0]!;
    const accepted = await api.POST('/earn/opportunity/{id}/accept', { params: { path: { id: offer.id } } });
    expect(accepted.response.status).toBe(201);
    expect(accepted.data!.campaign_id).toBe(offer.campaign_id);
    // The default sandbox did not see it: the opportunity is still offered there.
    const outside = await mock.api('publisher@podspot.test');
    const there = await outside.GET('/earn/opportunities', {});
    expect(there.data!.data.opportunities.map((o) => o.id)).toContain(offer.id);
  });

  it('reads the billing summary and the required actions, and follows a withdrawal to paid on the clock', async () => {
    const own = await mock.createSandbox({ scenario: 'demo', now: '2026-11-18T12:00:00Z' });
    const api = await own.api('publisher@podspot.test');
    const actions = (await api.GET('/publisher/actions')).data!;
    expect(actions.actions.map((a) => a.kind)).toContain('answer_opportunities');
    const withdrawn = await api.POST('/stripe/withdraw', { body: { amount: 3 } });
    expect(withdrawn.response.status).toBe(201);
    const before = (await api.GET('/billing/summary')).data!;
    expect(before.withdrawals_in_flight).toEqual([expect.objectContaining({ amount: 3, expected_on: '2026-11-23' })]);
    await own.clock.advance('1w');
    const after = (await api.GET('/billing/summary')).data!;
    expect(after.withdrawals_in_flight).toEqual([]);
    expect(after.withdrawals_paid[0]).toMatchObject({ amount: 3, paid_on: '2026-11-23' });
    await own.close();
  });

  it('creates a partner account with the partner key and mints its token by external_id', async () => {
    const api = await sandbox.api();
    const body = {
      external_id: 'typed_1',
      email: 'typed@example.test',
      first_name: 'Ty',
      last_name: 'Ped',
      podcasts: [{ name: 'Typed Show', apple_id: 987654321, feed_managed_by_partner: true }],
    };
    const created = await api.POST('/partner/accounts', {
      body,
      params: { header: { 'Idempotency-Key': 'typed-1' } },
      headers: { 'x-partner-key': DEMO_PARTNER_KEY },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.podcasts[0]!.feed_integrated).toBe(true);
    const minted = await sandbox.mintEmbedToken({ external_id: 'typed_1' });
    const me = await fetch(`${sandbox.apiBase}/user`, {
      headers: { authorization: `Bearer ${minted.token}`, 'x-podspot-sandbox': sandbox.id },
    });
    expect(((await me.json()) as { email: string }).email).toBe('typed@example.test');
  });

  it('asks for an account link with the partner key and answers it with the user’s session, typed', async () => {
    const api = await sandbox.api();
    const asked = await api.POST('/partner/account_links', {
      body: { external_id: 'typed_linked', email: 'both@podspot.test' },
      headers: { 'x-partner-key': DEMO_PARTNER_KEY },
    });
    expect(asked.response.status).toBe(201);
    const token = new URL(asked.data!.url).searchParams.get('token')!;
    const user = await sandbox.api('both@podspot.test');
    const shown = await user.POST('/account_link', { body: { token } });
    expect(shown.data!.partner_name).toBe('Demo hosting platform');
    const connected = await user.POST('/account_link/connect', { body: { token } });
    expect(connected.data!.external_id).toBe('typed_linked');
    const minted = await sandbox.mintEmbedToken({ external_id: 'typed_linked' });
    expect(minted.token).toEqual(expect.any(String));
  });

  it('answers a refusal as error, with the detail the mock sent', async () => {
    const api = await sandbox.api();
    const { data, error, response } = await api.GET('/user');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: { error: expect.any(String) } });
  });

  it('signs in again on its own when the clock moved past the token, repeating calls with their bodies', async () => {
    const own = await mock.createSandbox({ scenario: 'demo' });
    const api = await own.api('publisher@podspot.test');
    const before = await api.GET('/earn/opportunities', {});
    const ids = before.data!.data.opportunities.slice(0, 3).map((o) => o.id);
    const stale = (await own.requests({ path: '/signin/' })).length;
    await own.clock.advance('2h'); // console tokens live one hour
    const [user, ...rejected] = await Promise.all([
      api.GET('/user'),
      ...ids.map((id) =>
        api.POST('/earn/opportunity/{id}/reject', { params: { path: { id } }, body: { rejected: true } }),
      ),
    ]);
    expect(user.data?.email).toBe('publisher@podspot.test');
    expect(rejected.map((r) => [r.response.status, r.data?.status])).toEqual(ids.map(() => [200, 'not_interested']));
    // One sign-in for the four calls that failed together.
    expect((await own.requests({ path: '/signin/' })).length - stale).toBe(1);
    expect(api.email).toBe('publisher@podspot.test');
    await own.close();
  });

  it('does not retry a call refused for another reason than the token', async () => {
    const api = await sandbox.api('advertiser@podspot.test');
    const journal = (await sandbox.requests({ path: '/earn/opportunities' })).length;
    const { response } = await api.GET('/earn/opportunities', {});
    expect(response.status).toBe(403);
    expect((await sandbox.requests({ path: '/earn/opportunities' })).length - journal).toBe(1);
  });
});
