import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient, type MockSandbox, type MockServerError } from '../client/index.ts';
import { isoOf, today } from '../state/dates.ts';
import { monthLabel, nextMonth } from '../state/months.ts';
import { startServer, type TestServer } from './helpers.ts';

const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const MINUTE = 60_000;
const PUBLISHER = 'publisher@podspot.test';
const APPROVE_AFTER_SECONDS = 3600;

let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer({ approveAfterSeconds: APPROVE_AFTER_SECONDS });
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());

/** Each test moves its own sandbox's clock: the others, and the default sandbox, keep real time. */
async function sandboxSignedIn(email = PUBLISHER): Promise<{ sandbox: MockSandbox; token: string }> {
  const sandbox = await mock.createSandbox();
  return { sandbox, token: (await sandbox.signIn(email)).jwt_token };
}
const status = async (token: string, path = '/user') =>
  (await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: MockServerError) => e,
  );

describe('the clock of a sandbox', () => {
  it('answers now, moves forward by a duration or to a later date-time, and never back', async () => {
    const { sandbox } = await sandboxSignedIn();
    const start = (await sandbox.clock.now()).getTime();
    expect(Math.abs(start - Date.now())).toBeLessThan(5_000);
    expect((await sandbox.clock.advance('15m')).getTime() - start).toBeGreaterThanOrEqual(15 * MINUTE);
    expect((await sandbox.clock.advance('PT1H30M')).getTime() - start).toBeGreaterThanOrEqual(105 * MINUTE);
    const later = new Date(start + 10 * 86_400_000);
    expect((await sandbox.clock.set(later)).getTime()).toBeGreaterThanOrEqual(later.getTime());

    const back = await failureOf(sandbox.clock.set(new Date(start)));
    expect(back).toMatchObject({ status: 400, detail: { set: expect.stringContaining('only moves forward') } });
    const nonsense = await failureOf(sandbox.clock.advance('soon'));
    expect(nonsense).toMatchObject({ status: 400, detail: { advance: expect.stringContaining('15m, 2h, 3d') } });
    expect((await sandbox.clock.now()).getTime()).toBeGreaterThanOrEqual(later.getTime()); // unchanged by the 400s
    await sandbox.close();
  });

  it('expires embed tokens after 15 minutes and console tokens after their hour', async () => {
    const { sandbox, token } = await sandboxSignedIn('both@podspot.test');
    const embed = (await sandbox.mintEmbedToken('both@podspot.test')).token;
    await sandbox.clock.advance('14m');
    expect([await status(embed), await status(token)]).toEqual([200, 200]);
    await sandbox.clock.advance('2m');
    expect([await status(embed), await status(token)]).toEqual([401, 200]);
    await sandbox.clock.advance('45m');
    expect(await status(token)).toBe(401);
    await sandbox.close();
  });

  it('approves a pending podspot once approveAfterSeconds have passed on it', async () => {
    const { sandbox, token } = await sandboxSignedIn();
    const podspotId = await pendingPodspot(token);
    await sandbox.clock.advance('59m');
    expect((await server.call('GET', `/earn/podspot/${podspotId}`, { token })).body.aasm_state).toBe('pending');
    await sandbox.clock.advance('2m');
    const again = (await sandbox.signIn(PUBLISHER)).jwt_token; // the first token's hour is over
    const row = (await server.call('GET', `/earn/podspot/${podspotId}`, { token: again })).body;
    expect(row).toMatchObject({ aasm_state: 'approved', status: 'active' });
    await sandbox.close();
  });

  it('adds the daily figures of each day passed: downloads, earnings and advertisers’ spend', async () => {
    const sandbox = await mock.createSandbox();
    // Tokens minted after each move of the clock: a console token lasts an hour.
    const tokens = async () => [
      (await sandbox.signIn(PUBLISHER)).jwt_token,
      (await sandbox.signIn('advertiser@podspot.test')).jwt_token,
    ];
    let [token, advertiser] = await tokens();
    const day = today((await sandbox.clock.now()).getTime());
    const range = `start_date=${isoOf(day + 1)}&end_date=${isoOf(day + 3)}`;
    const earnings = async () =>
      (await server.call('GET', `/earn/publisher/earnings?${range}`, { token })).body.total_earnings;
    const spend = async () =>
      (await server.call('GET', `/advertise/advertiser/spend?${range}`, { token: advertiser })).body.total_spend;
    expect([await earnings(), await spend()]).toEqual([0, 0]);

    await sandbox.clock.advance('3d');
    [token, advertiser] = await tokens();
    expect(await earnings()).toBeGreaterThan(0);
    expect(await spend()).toBeGreaterThan(0);
    await sandbox.close();
  });

  it('credits the month’s earnings when it ends: a ledger entry and a higher balance, which can be withdrawn', async () => {
    const sandbox = await mock.createSandbox();
    let token = (await sandbox.signIn(PUBLISHER)).jwt_token;
    const now = await sandbox.clock.now();
    const month = now.toISOString().slice(0, 7);
    const balance = async () => (await server.call('GET', '/billing/balance', { token })).body.available_amount;
    const before = await balance();

    await sandbox.clock.set(`${nextMonth(month)}-01T00:30:00Z`);
    token = (await sandbox.signIn(PUBLISHER)).jwt_token;
    const transactions = (await server.call('GET', '/billing/transactions', { token })).body.transactions;
    const credit = transactions.find(
      (t: { description: string }) => t.description === `Earnings for ${monthLabel(month)}`,
    );
    expect(credit?.amount).toBeGreaterThan(0);
    expect(await balance()).toBeCloseTo(before + credit.amount, 2);

    const amount = Math.floor(credit.amount);
    expect((await server.call('POST', '/stripe/withdraw', { token, body: { amount } })).status).toBe(201);
    expect(await balance()).toBeCloseTo(before + credit.amount - amount, 2);
    await sandbox.close();
  });

  it('expires password reset links after their hour', async () => {
    const { sandbox } = await sandboxSignedIn();
    await server.call('POST', '/forgot_password', { body: { email: PUBLISHER }, headers: sandbox.headers });
    const link = (await sandbox.outbox(PUBLISHER))[0].link!;
    await sandbox.clock.advance('61m');
    const reset = await server.call('POST', '/reset_password', {
      body: { reset_password_token: new URL(link).searchParams.get('token'), new_password: 'brand-new-pass' },
      headers: sandbox.headers,
    });
    expect(reset.status).toBe(400);
    expect(reset.body.detail.reset_password_token).toContain('has expired');
    await sandbox.close();
  });

  it('dates what happens by its own today: an accepted podspot, an email', async () => {
    const sandbox = await mock.createSandbox();
    const moved = await sandbox.clock.advance('3d');
    const token = (await sandbox.signIn(PUBLISHER)).jwt_token;
    const first = (await server.call('GET', '/earn/opportunities', { token })).body.data.opportunities[0];
    const accepted = await server.call('POST', `/earn/opportunity/${first.id}/accept`, { token });
    expect(accepted.body.created_at.slice(0, 10)).toBe(moved.toISOString().slice(0, 10));
    await server.call('POST', '/forgot_password', { body: { email: PUBLISHER }, headers: sandbox.headers });
    expect((await sandbox.outbox(PUBLISHER))[0].sent_at.slice(0, 10)).toBe(moved.toISOString().slice(0, 10));
    await sandbox.close();
  });
});

/** Accept → upload → integrate the smart feed: a podspot that went pending just now. */
async function pendingPodspot(token: string): Promise<number> {
  const { publishers } = (await server.call('GET', '/earn/publishers', { token })).body;
  let podcastId = 0;
  for (const p of publishers as { id: number }[]) {
    if (!(await server.call('GET', `/earn/podcast/${p.id}/smart_feed`, { token })).body.feed_integrated)
      podcastId = p.id;
  }
  const opportunity = (await server.call('GET', '/earn/opportunities', { token })).body.data.opportunities.find(
    (o: { publisher_podcast_id: number }) => o.publisher_podcast_id === podcastId,
  );
  const id = (await server.call('POST', `/earn/opportunity/${opportunity.id}/accept`, { token })).body.id;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(MP3)]), 'read.mp3');
  await fetch(`${server.base}/api/earn/podspot/${id}/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const integrated = await server.call('POST', `/earn/podcast/${podcastId}/smart_feed/accept`, { token });
  expect(integrated.body.pending_podspot_ids).toContain(id);
  return id;
}
