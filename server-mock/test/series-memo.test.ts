import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient } from '../client/index.ts';
import { isoOf, today } from '../state/dates.ts';
import { startServer, type TestServer } from './helpers.ts';

// The budget, the ledger and the daily charts read sums kept until the next change (http/series-memo.ts): moving the
// clock adds a day of spend and earnings, and every one of them must show it at once.
let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer();
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());

/** A sandbox's token carries its sandbox: the call reaches that sandbox's state. */
const get = async (token: string, path: string) => {
  const res = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('sums kept until the next change', () => {
  it('the advertiser sees a clock advance in the budget, the budget ledger and the spend chart', async () => {
    const sandbox = await mock.createSandbox();
    const range = (days: number) =>
      `start_date=${isoOf(today(Date.now()) - 30)}&end_date=${isoOf(today(Date.now()) + days)}`;
    // A token lasts an hour of the sandbox's clock: each read signs in again.
    const read = async (token: string) => ({
      budget: await get(token, '/billing/budget'),
      ledger: await get(token, '/billing/transactions?ledger=budget'),
      spend: await get(token, `/advertise/advertiser/spend?${range(5)}`),
    });
    const before = await read((await sandbox.signIn('advertiser@podspot.test')).jwt_token);
    await sandbox.clock.advance('3d');
    const after = await read((await sandbox.signIn('advertiser@podspot.test')).jwt_token);
    expect(after.spend.total_spend).toBeGreaterThan(before.spend.total_spend);
    expect(after.budget.available_budget).toBeLessThan(before.budget.available_budget);
    const spent = (answer: { transactions: { amount: number }[] }) =>
      answer.transactions.reduce((sum, t) => sum + Math.min(0, t.amount), 0);
    expect(spent(after.ledger)).toBeLessThan(spent(before.ledger));
  });

  it('the publisher sees a clock advance in the earnings chart', async () => {
    const sandbox = await mock.createSandbox();
    const token = async () => (await sandbox.signIn('publisher@podspot.test')).jwt_token;
    const path = `/earn/publisher/earnings?start_date=${isoOf(today(Date.now()) - 30)}&end_date=${isoOf(today(Date.now()) + 5)}`;
    const before = await get(await token(), path);
    await sandbox.clock.advance('3d');
    const after = await get(await token(), path);
    expect(after.total_earnings).toBeGreaterThan(before.total_earnings);
  });
});
