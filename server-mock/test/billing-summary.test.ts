import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { dayOf, isoOf, today } from '../state/dates.ts';
import { selectSeries, sumRange } from '../state/facts.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

type Withdrawal = { id: number; amount: number; requested_at: string; expected_on?: string; paid_on?: string };
type Summary = {
  accruing: { month: string; amount: number; available_on: string };
  available_amount: number;
  withdrawals_in_flight: Withdrawal[];
  withdrawals_paid: Withdrawal[];
  withdrawals_paid_count: number;
  payout_account: { is_account_created: boolean; is_onboarding_completed: boolean };
};

const PUBLISHER = 'publisher@podspot.test';
const cents = (dollars: number) => Math.round(dollars * 100);
const nextMonthFirst = (month: string) => isoOf(dayOf(`${month}-28`) + 7).slice(0, 7) + '-01';
/** Counted by hand, apart from the server's rule: Monday to Friday, UTC. */
const businessDaysBetween = (from: string, to: string) => {
  let count = 0;
  for (let day = dayOf(from) + 1; day <= dayOf(to); day++)
    if (![0, 6].includes(new Date(day * 864e5).getUTCDay())) count++;
  return count;
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/**
 * A sandbox of its own (its clock and ledger are nobody else's), started on a Wednesday mid-month so that the seed's
 * withdrawals, made on the 1st, have all arrived whatever today's date.
 */
const PINNED = '2026-11-18T12:00:00Z';
async function sandbox() {
  const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo', now: PINNED } });
  const headers = { 'x-podspot-sandbox': created.body.id as string };
  const call = (method: string, path: string, opts: { body?: unknown; token?: string; partner?: boolean } = {}) =>
    server.call(method, path, {
      ...opts,
      headers: { ...headers, ...(opts.partner ? { 'x-partner-key': DEMO_PARTNER_KEY } : {}) },
    });
  const signIn = async (email: string) =>
    (await call('POST', '/signin/', { body: { email, password: 'podspot-demo' } })).body.jwt_token as string;
  const summary = async (token: string) => {
    const res = await call('GET', '/billing/summary', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Summary;
  };
  return { call, signIn, summary };
}

describe('GET /billing/summary', () => {
  it("gives the demo publisher's figures: this month accruing, the balance, paid withdrawals and the account", async () => {
    const box = await sandbox();
    const token = await box.signIn(PUBLISHER);
    const s = await box.summary(token);
    const now = Date.parse((await box.call('GET', '/__mock/clock')).body.now);
    const month = isoOf(today(now)).slice(0, 7);
    expect(s.accruing.month).toBe(month);
    expect(s.accruing.available_on).toBe(nextMonthFirst(month));
    expect(s.accruing.amount).toBeGreaterThan(0);
    expect(s.available_amount).toBe((await box.call('GET', '/billing/balance', { token })).body.available_amount);
    expect(s.payout_account).toEqual({ is_account_created: true, is_onboarding_completed: true });
    expect(s.withdrawals_in_flight).toEqual([]);
    expect(s.withdrawals_paid.length).toBeGreaterThan(0);
    expect(s.withdrawals_paid_count).toBeGreaterThanOrEqual(s.withdrawals_paid.length);
    for (const w of s.withdrawals_paid) {
      expect(w.amount).toBeGreaterThan(0);
      expect(businessDaysBetween(w.requested_at.slice(0, 10), w.paid_on!)).toBe(3);
    }
    const ledger = (await box.call('GET', '/billing/transactions', { token })).body.transactions as {
      description: string;
      amount: number;
    }[];
    const withdrawn = ledger.filter((t) => t.description === 'Withdrawal to bank account').map((t) => -t.amount);
    expect(s.withdrawals_paid.map((w) => w.amount)).toEqual(withdrawn.slice(0, s.withdrawals_paid.length));
  });

  it("sums this month's daily earnings of the publisher's podcasts, as the earnings report does", async () => {
    const token = await server.signIn(PUBLISHER);
    const s = (await server.call('GET', '/billing/summary', { token })).body as Summary;
    const store = server.ctx.store;
    const userId = store.users.find((u) => u.email === PUBLISHER)!.id;
    const day = today(server.ctx.clock.now());
    const first = dayOf(`${s.accruing.month}-01`);
    const expected = selectSeries(store, { publisherUserId: userId }).reduce(
      (sum, { series }) => sum + sumRange(series, 'earnings_cents', first, day),
      0,
    );
    expect(cents(s.accruing.amount)).toBe(expected);
  });

  it('says when there is no payout account', async () => {
    const token = await server.signIn('nopayout@podspot.test');
    const s = (await server.call('GET', '/billing/summary', { token })).body as Summary;
    expect(s.payout_account).toEqual({ is_account_created: false, is_onboarding_completed: false });
    expect(s.available_amount).toBeGreaterThan(0);
  });

  it('answers 403 to an advertiser', async () => {
    const token = await server.signIn('advertiser@podspot.test');
    expect((await server.call('GET', '/billing/summary', { token })).status).toBe(403);
  });
});

describe('a withdrawal on its way', () => {
  it('lowers the balance at once and shows in flight, expected 3 business days after the request', async () => {
    const box = await sandbox();
    const token = await box.signIn(PUBLISHER);
    const before = await box.summary(token);
    const res = await box.call('POST', '/stripe/withdraw', { token, body: { amount: 25 } });
    expect(res.status).toBe(201);
    const after = await box.summary(token);
    expect(cents(after.available_amount)).toBe(cents(before.available_amount) - 2500);
    expect(after.withdrawals_in_flight).toHaveLength(1);
    const [w] = after.withdrawals_in_flight;
    expect(w).toMatchObject({ amount: 25, requested_at: res.body.transaction.created_at });
    expect(businessDaysBetween(w.requested_at.slice(0, 10), w.expected_on!)).toBe(3);
    expect(after.withdrawals_paid_count).toBe(before.withdrawals_paid_count);
  });

  it.each([
    // Below 1 and fractions are refused by the contract's check, whose wording is its own (middleware/validation.ts).
    [0, 'amount', /./],
    [2.5, 'amount', /./],
    [
      10_000_000,
      'withdraw_error',
      /^The amount is more than your available balance of \$[\d,]+\.\d\d\. Enter a smaller amount\.$/,
    ],
  ])('of %s is refused with its message and changes nothing', async (amount, field, message) => {
    const box = await sandbox();
    const token = await box.signIn(PUBLISHER);
    const before = await box.summary(token);
    const ledgerBefore = (await box.call('GET', '/billing/transactions', { token })).body;
    const res = await box.call('POST', '/stripe/withdraw', { token, body: { amount } });
    expect(res.status).toBe(400);
    expect(res.body.detail[field]).toMatch(message);
    expect(await box.summary(token)).toEqual(before);
    expect((await box.call('GET', '/billing/transactions', { token })).body).toEqual(ledgerBefore);
  });
});

describe("the sandbox clock past the month's end", () => {
  it('moves the accruing month to available and the withdrawal to paid, and the webhooks arrive signed', async () => {
    const box = await sandbox();
    const receiver = await startReceiver();
    try {
      const endpoint = await box.call('POST', '/partner/webhook_endpoints', {
        partner: true,
        body: { url: receiver.url, events: ['earnings.available', 'payout.paid'] },
      });
      receiver.secret(endpoint.body.secret);
      let token = await box.signIn(PUBLISHER);
      expect((await box.call('POST', '/stripe/withdraw', { token, body: { amount: 40 } })).status).toBe(201);
      const before = await box.summary(token);
      const [inFlight] = before.withdrawals_in_flight;
      const [first, last] = [before.accruing.available_on, inFlight.expected_on!].sort();
      // A minute before the earlier of the two moments nothing has moved yet.
      const early = await box.call('POST', '/__mock/clock', {
        body: { set: new Date(Date.parse(`${first}T00:00:00Z`) - 60_000).toISOString() },
      });
      expect(early.status).toBe(200);
      token = await box.signIn(PUBLISHER);
      const notYet = await box.summary(token);
      expect(notYet.withdrawals_in_flight.map((w) => w.id)).toEqual([inFlight.id]);
      expect(notYet.accruing.month).toBe(before.accruing.month);

      expect((await box.call('POST', '/__mock/clock', { body: { set: `${last}T01:00:00Z` } })).status).toBe(200);
      // A console token lasts an hour of the sandbox's clock.
      token = await box.signIn(PUBLISHER);
      const after = await box.summary(token);
      expect(after.withdrawals_in_flight).toEqual([]);
      expect(after.withdrawals_paid[0]).toMatchObject({ id: inFlight.id, amount: 40, paid_on: inFlight.expected_on });
      expect(after.accruing.month).not.toBe(before.accruing.month);
      const ledger = (await box.call('GET', '/billing/transactions', { token })).body.transactions as {
        description: string;
        amount: number;
      }[];
      const monthName = new Date(`${before.accruing.month}-01T00:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const credit = ledger.find((t) => t.description === `Earnings for ${monthName}`)!;
      // The whole month is credited: what had accrued when asked, and the days after it.
      expect(credit.amount).toBeGreaterThanOrEqual(before.accruing.amount);
      expect(cents(after.available_amount)).toBe(cents(before.available_amount) + cents(credit.amount));

      const heard = [];
      for (;;) {
        const delivery = await receiver.next();
        expect(delivery).toMatchObject({ verified: true, tampered: false });
        heard.push(delivery);
        const paid = heard.find((d) => d.type === 'payout.paid');
        const earned = heard.find((d) => d.type === 'earnings.available' && d.data.publisher_email === PUBLISHER);
        if (paid && earned) {
          expect(paid.data).toMatchObject({
            ledger_entry_id: inFlight.id,
            amount_cents: 4000,
            publisher_email: PUBLISHER,
            paid_at: `${inFlight.expected_on}T00:00:00.000Z`,
          });
          expect(earned.data).toMatchObject({ amount_cents: cents(credit.amount) });
          break;
        }
      }
      expect(heard.filter((d) => d.type === 'payout.paid')).toHaveLength(1);
    } finally {
      receiver.stop();
    }
  }, 20_000);
});
