import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCents, withdraw } from '../state/ledger.ts';
import { emptyStore } from '../state/store.ts';
import { checkAgainstContract, startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const userId = (email: string) => server.ctx.store.users.find((u) => u.email === email)!.id;
const cents = (dollars: number) => Math.round(dollars * 100);

/** The provider page is HTML and its form answers a redirect: fetched raw, checked against the contract by hand. */
async function page(link: string, method: 'GET' | 'POST') {
  const res = await fetch(link, { method, redirect: 'manual' });
  const body = await res.text();
  checkAgainstContract(method, new URL(link).pathname.replace(/^\/api/, ''), res.status, body);
  return { status: res.status, body, headers: res.headers };
}

describe('withdraw (pure)', () => {
  it.each([
    [null, 10_000, 100, { ok: false, reason: 'no_account' }],
    [false, 10_000, 100, { ok: false, reason: 'onboarding_incomplete' }],
    [true, 10_000, 10_001, { ok: false, reason: 'insufficient' }],
    [true, 10_000, 10_000, { ok: true, balanceCents: 0 }],
    [true, 10_000, 2_500, { ok: true, balanceCents: 7_500 }],
  ])('account onboarded=%s, balance %i, withdraw %i', (onboarded, balance, amount, expected) => {
    const store = emptyStore();
    if (onboarded !== null) store.payoutAccounts.push({ user_id: 1, country_code: 'US', onboarded, link_token: 't' });
    store.ledger.push({
      id: 1,
      user_id: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      description: 'Earnings',
      amount_cents: balance,
      kind: 'earning',
    });
    expect(withdraw(store, 1, amount, Date.now())).toMatchObject(expected);
    expect(balanceCents(store, 1)).toBe(expected.ok ? balance - amount : balance);
  });
});

describe('GET /stripe/details', () => {
  it.each([
    ['publisher@podspot.test', true, true],
    ['nopayout@podspot.test', false, false],
  ])('%s: created %s, onboarded %s', async (email, created, onboarded) => {
    const res = await server.call('GET', '/stripe/details', { token: await server.signIn(email) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_account_created: created, is_onboarding_completed: onboarded });
    expect(res.body.stripe_link === null).toBe(!created);
  });

  it('needs a token and the publisher role', async () => {
    expect((await server.call('GET', '/stripe/details')).status).toBe(401);
    expect(
      (await server.call('GET', '/stripe/details', { token: await server.signIn('advertiser@podspot.test') })).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/stripe/withdraw', {
          token: await server.signIn('advertiser@podspot.test'),
          body: { amount: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('payout account onboarding through the fake provider page', () => {
  it('creates the account, shows the provider page, completes it and redirects to billing; then withdrawing works', async () => {
    const token = await server.signIn('nopayout@podspot.test');
    const before = await server.call('POST', '/stripe/withdraw', { token, body: { amount: 1 } });
    expect(before).toMatchObject({ status: 400, body: { detail: { stripe_account: expect.any(String) } } });

    const created = await server.call('POST', '/stripe/create_account', { token, body: { country_code: 'GB' } });
    expect(created.status).toBe(201);
    const link: string = created.body.stripe_link;
    expect(link).toMatch(new RegExp(`^${server.base}/api/payout-provider/onboard/[0-9a-f]{32}$`));
    const again = await server.call('POST', '/stripe/create_account', { token, body: { country_code: 'IE' } });
    expect(again).toMatchObject({ status: 200, body: { stripe_link: link } });
    expect(
      server.ctx.store.payoutAccounts.find((a) => a.user_id === userId('nopayout@podspot.test'))!.country_code,
    ).toBe('IE');

    const notYet = await server.call('POST', '/stripe/withdraw', { token, body: { amount: 1 } });
    expect(notYet).toMatchObject({ status: 400, body: { detail: { stripe_account: expect.any(String) } } });
    expect((await server.call('GET', '/stripe/details', { token })).body).toEqual({
      is_account_created: true,
      is_onboarding_completed: false,
      stripe_link: link,
    });

    const shown = await page(link, 'GET');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shown.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(shown.body).toContain('Podspot payouts (test mode)');
    expect(shown.body).toContain(
      `<form method="post" action="${new URL(link).pathname}"><button type="submit">Complete</button></form>`,
    );

    const done = await page(link, 'POST');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(link); // no console served here: its own page says it is complete
    expect((await page(link, 'GET')).body).toContain('Onboarding is complete.');
    expect((await server.call('GET', '/stripe/details', { token })).body).toMatchObject({
      is_account_created: true,
      is_onboarding_completed: true,
    });

    const ok = await server.call('POST', '/stripe/withdraw', { token, body: { amount: 1 } });
    expect(ok.status).toBe(201);
    expect(ok.body.transaction).toMatchObject({ amount: -1, description: 'Withdrawal to bank account' });
  });

  it('answers 404 pages for an unknown link', async () => {
    expect((await page(`${server.base}/api/payout-provider/onboard/nope`, 'GET')).status).toBe(404);
    expect((await page(`${server.base}/api/payout-provider/onboard/nope`, 'POST')).status).toBe(404);
  });

  it.each([[{ country_code: 'FR' }], [{ country_code: 'us' }], [{}]])(
    'create_account answers 400 for %j',
    async (body) => {
      const res = await server.call('POST', '/stripe/create_account', {
        token: await server.signIn('newpub@podspot.test'),
        body,
      });
      expect(res).toMatchObject({ status: 400, body: { detail: { country_code: expect.any(String) } } });
    },
  );

  it('links and redirects to the configured public URL', async () => {
    const other = await startServer({ publicUrl: 'http://console.example.test/' });
    try {
      const token = await other.signIn('nopayout@podspot.test');
      const { body } = await other.call('POST', '/stripe/create_account', { token, body: { country_code: 'US' } });
      expect(body.stripe_link).toMatch(/^http:\/\/console\.example\.test\/api\/payout-provider\/onboard\//);
      const path = new URL(body.stripe_link).pathname;
      const shown = await page(`${other.base}${path}`, 'GET');
      expect(shown.headers.get('content-security-policy')).toContain("form-action 'self' http://console.example.test;");
      const done = await page(`${other.base}${path}`, 'POST');
      expect(done.headers.get('location')).toBe('http://console.example.test/billing/earnings');
    } finally {
      await other.close();
    }
  });
});

describe('POST /stripe/withdraw', () => {
  const balance = async (token: string) =>
    cents((await server.call('GET', '/billing/balance', { token })).body.available_amount);

  it.each([[{ amount: 0 }], [{ amount: 1.5 }], [{ amount: '10' }], [{}]])('answers 400 for %j', async (body) => {
    const res = await server.call('POST', '/stripe/withdraw', {
      token: await server.signIn('publisher@podspot.test'),
      body,
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { amount: expect.any(String) } } });
  });

  it('refuses more than the balance with withdraw_error and writes nothing', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const start = await balance(token);
    const res = await server.call('POST', '/stripe/withdraw', { token, body: { amount: Math.floor(start / 100) + 1 } });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: { withdraw_error: expect.stringContaining('available balance') } },
    });
    expect(await balance(token)).toBe(start);
  });

  it('takes one negative ledger entry, listed first in the transactions', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const start = await balance(token);
    const res = await server.call('POST', '/stripe/withdraw', { token, body: { amount: 25 } });
    expect(res.status).toBe(201);
    expect(cents(res.body.available_amount)).toBe(start - 2_500);
    expect(await balance(token)).toBe(start - 2_500);
    const [first] = (await server.call('GET', '/billing/transactions', { token })).body.transactions;
    expect(first).toMatchObject({ amount: -25, description: 'Withdrawal to bank account' });
  });

  it('never overdraws under concurrent requests', async () => {
    const token = await server.signIn('network@podspot.test');
    const start = await balance(token);
    const amount = Math.floor(start / 100 / 3) + 1; // three of these exceed the balance; at most two fit
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.call('POST', '/stripe/withdraw', { token, body: { amount } })),
    );
    const succeeded = results.filter((r) => r.status === 201);
    expect(succeeded).toHaveLength(Math.floor(start / (amount * 100)));
    expect(results.filter((r) => r.status === 400).every((r) => r.body.detail.withdraw_error)).toBe(true);
    const end = await balance(token);
    expect(end).toBe(start - succeeded.length * amount * 100);
    expect(end).toBeGreaterThanOrEqual(0);
  });

  it('two identical requests for the whole balance at the same moment: exactly one succeeds', async () => {
    const token = await server.signIn('both@podspot.test');
    const whole = Math.floor((await balance(token)) / 100);
    const results = await Promise.all(
      [1, 2].map(() => server.call('POST', '/stripe/withdraw', { token, body: { amount: whole } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await balance(token)).toBeGreaterThanOrEqual(0);
  });
});
