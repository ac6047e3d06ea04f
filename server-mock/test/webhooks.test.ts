import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

const PARTNER = { 'x-partner-key': DEMO_PARTNER_KEY };
const PUBLISHER = 'publisher@podspot.test';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A sandbox of its own for each test: its endpoints, clock and deliveries are nobody else's. */
async function sandbox(scenario = 'demo', now?: string) {
  const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario, now } });
  const headers = { 'x-podspot-sandbox': created.body.id as string };
  const call = (method: string, path: string, opts: { body?: unknown; token?: string; partner?: boolean } = {}) =>
    server.call(method, path, { ...opts, headers: { ...headers, ...(opts.partner ? PARTNER : {}) } });
  const register = async (url: string, events?: string[]) => {
    const res = await call('POST', '/partner/webhook_endpoints', { partner: true, body: { url, events } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; secret: string; events: string[] };
  };
  return { id: headers['x-podspot-sandbox'], call, register };
}

describe('webhook endpoints', () => {
  it('are registered with the partner key, show their secret once, and can be removed', async () => {
    const box = await sandbox();
    const anonymous = await box.call('POST', '/partner/webhook_endpoints', { body: { url: 'http://127.0.0.1:9/x' } });
    expect(anonymous.status).toBe(401);
    const endpoint = await box.register('http://127.0.0.1:9/hooks', ['payout.paid']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.events).toEqual(['payout.paid']);
    const list = await box.call('GET', '/partner/webhook_endpoints', { partner: true });
    expect(list.body.endpoints).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect(list.body.endpoints[0].id).toBe(endpoint.id);
    expect((await box.call('DELETE', `/partner/webhook_endpoints/${endpoint.id}`, { partner: true })).status).toBe(204);
    expect((await box.call('DELETE', `/partner/webhook_endpoints/${endpoint.id}`, { partner: true })).status).toBe(404);
  });

  it.each([
    ['http://example.com/hooks', /only to loopback or to a partner origin/],
    ['ftp://127.0.0.1/hooks', /Only http and https/],
    ['not a url', /not an absolute URL/],
    ['http://user:pw@127.0.0.1/hooks', /credentials/],
  ])('refuse %s', async (url, message) => {
    const box = await sandbox();
    const res = await box.call('POST', '/partner/webhook_endpoints', { partner: true, body: { url } });
    expect(res.status).toBe(400);
    expect(res.body.detail.url).toMatch(message);
  });

  it('accept a partner origin once it is registered, and refuse unknown event types', async () => {
    const box = await sandbox();
    expect(
      (await box.call('POST', '/__mock/partner_origins', { body: { origin: 'https://hooks.castwave.test' } })).status,
    ).toBe(200);
    await box.register('https://hooks.castwave.test/podspot');
    const res = await box.call('POST', '/partner/webhook_endpoints', {
      partner: true,
      body: { url: 'http://127.0.0.1:9/x', events: ['podspot.approved', 'podspot.exploded'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail.events).toMatch(/podspot\.approved, podspot\.went_live/);
  });
});

describe('deliveries', () => {
  it('are signed: a separate process verifies them with node:crypto, and a changed body fails', async () => {
    const box = await sandbox();
    const receiver = await startReceiver();
    try {
      const endpoint = await box.register(receiver.url, ['podspot.approved', 'podspot.went_live']);
      receiver.secret(endpoint.secret);
      const approved = await box.call('POST', '/__mock/approve_pending', { body: {} });
      expect(approved.body.approved.length).toBeGreaterThan(0);
      const first = await receiver.next();
      expect(first).toMatchObject({ verified: true, tampered: false, attempt: 1, type: 'podspot.approved' });
      expect(first.data.podspot_id).toBe(approved.body.approved[0]);
      expect(first.data.publisher_email).toEqual(expect.stringContaining('@podspot.test'));
      const second = await receiver.next();
      expect(second).toMatchObject({ verified: true, type: 'podspot.went_live' });
    } finally {
      receiver.stop();
    }
  });

  it('that fail are retried when the sandbox clock reaches the backoff, not before', async () => {
    // Mid-month, so that no withdrawal of the seed is still on its way to be paid by the week below.
    const box = await sandbox('demo', '2026-11-18T12:00:00Z');
    const receiver = await startReceiver({ failFirst: 1 });
    try {
      const endpoint = await box.register(receiver.url, ['payout.paid']);
      receiver.secret(endpoint.secret);
      const token = (await box.call('POST', '/signin/', { body: { email: PUBLISHER, password: 'podspot-demo' } })).body
        .jwt_token;
      expect((await box.call('POST', '/stripe/withdraw', { token, body: { amount: 5 } })).status).toBe(201);
      // Paid on its arrival day, 3 business days on (docs/decisions/0036-payout-dates.md): a week covers it.
      expect(await receiver.none(300)).toEqual([]);
      expect((await box.call('POST', '/__mock/clock', { body: { advance: '1w' } })).status).toBe(200);
      expect(await receiver.next()).toMatchObject({ type: 'payout.paid', attempt: 1, status: 500, verified: true });
      // Real time passing is not enough: the backoff is on the sandbox's clock, a minute away.
      expect(await receiver.none(1_000)).toEqual([]);
      const log = await box.call('GET', '/__mock/webhooks/deliveries');
      expect(log.body.deliveries).toEqual([
        expect.objectContaining({ state: 'pending', attempts: [expect.objectContaining({ status: 500 })] }),
      ]);
      const [delivery] = log.body.deliveries;
      expect(Date.parse(delivery.next_attempt_at) - Date.parse(delivery.attempts[0].at)).toBe(60_000);
      expect((await box.call('POST', '/__mock/clock', { body: { advance: '1m' } })).status).toBe(200);
      expect(await receiver.next()).toMatchObject({ type: 'payout.paid', attempt: 2, status: 200, verified: true });
      // The receiver prints before the mock has read its answer: wait for the log to settle.
      await expect
        .poll(async () => (await box.call('GET', '/__mock/webhooks/deliveries')).body.deliveries[0])
        .toMatchObject({ state: 'succeeded', next_attempt_at: null, attempts: [{ status: 500 }, { status: 200 }] });
    } finally {
      receiver.stop();
    }
  }, 20_000);

  it('are in the journal, attempt by attempt, with the receiver as the path', async () => {
    const box = await sandbox();
    const receiver = await startReceiver();
    try {
      const endpoint = await box.register(receiver.url, ['earnings.available']);
      receiver.secret(endpoint.secret);
      const sent = await box.call('POST', '/__mock/webhooks/trigger', { body: { type: 'earnings.available' } });
      expect(sent.status).toBe(202);
      expect(sent.body.event).toMatchObject({ type: 'earnings.available', triggered: true, sandbox: box.id });
      expect(await receiver.next()).toMatchObject({ verified: true, id: sent.body.event.id });
      await expect
        .poll(async () =>
          (await box.call('GET', '/__mock/requests')).body.requests.filter((r: { webhook?: unknown }) => r.webhook),
        )
        .toEqual([
          expect.objectContaining({
            method: 'POST',
            path: receiver.url,
            status: 200,
            webhook: expect.objectContaining({ event_id: sent.body.event.id, attempt: 1, error: null }),
          }),
        ]);
    } finally {
      receiver.stop();
    }
  });

  it('go only to the sandbox the change happened in', async () => {
    const [listening, other] = [await sandbox(), await sandbox()];
    const receiver = await startReceiver();
    try {
      receiver.secret((await listening.register(receiver.url)).secret);
      expect((await other.call('POST', '/__mock/approve_pending', { body: {} })).body.approved.length).toBeGreaterThan(
        0,
      );
      expect(await receiver.none(300)).toEqual([]);
    } finally {
      receiver.stop();
    }
  });

  it('on demand need a listening endpoint and a known type', async () => {
    const box = await sandbox('empty');
    const unheard = await box.call('POST', '/__mock/webhooks/trigger', { body: { type: 'payout.paid' } });
    expect(unheard.status).toBe(409);
    expect(unheard.body.detail.type).toMatch(/register one with POST \/api\/partner\/webhook_endpoints/);
    await box.register('http://127.0.0.1:9/hooks', ['payout.paid']);
    // With an endpoint, the records it describes are made (server-mock/test/webhook-trigger-create.test.ts).
    const made = await box.call('POST', '/__mock/webhooks/trigger', { body: { type: 'payout.paid' } });
    expect(made.status).toBe(202);
    const wrong = await box.call('POST', '/__mock/webhooks/trigger', { body: { type: 'payout.sent' } });
    expect(wrong.status).toBe(400);
  });
});

describe('the README', () => {
  it('shows the same signature check the receiver process runs', () => {
    const receiver = readFileSync(new URL('./webhook-receiver.mjs', import.meta.url), 'utf8');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const check = /\/\/ verify:start\n([\s\S]*?)\/\/ verify:end/.exec(receiver)?.[1];
    expect(check).toBeTruthy();
    expect(readme).toContain(check!.trim());
  });
});

describe('podspot-mock trigger', () => {
  const ROOT = new URL('../../', import.meta.url);
  const trigger = (...args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const port = new URL(server.base).port;
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server-mock/index.ts', 'trigger', ...args, '--port', port],
        { cwd: ROOT },
        (error, out, err) => resolve({ code: error ? (error.code as number) : 0, out, err }),
      );
    });

  it('sends one event to a running mock and names where it went', async () => {
    const box = await sandbox();
    const receiver = await startReceiver();
    try {
      const endpoint = await box.register(receiver.url, ['opportunity.offered']);
      receiver.secret(endpoint.secret);
      const run = await trigger('opportunity.offered', '--sandbox', box.id);
      expect(run).toMatchObject({ code: 0, err: '' });
      expect(run.out).toMatch(
        new RegExp(`^Sent evt_\\d+ \\(opportunity\\.offered\\) to ${endpoint.id} ${receiver.url}\\.`),
      );
      expect(await receiver.next()).toMatchObject({ type: 'opportunity.offered', verified: true });
    } finally {
      receiver.stop();
    }
  });

  it('names the records it created for the event', async () => {
    const box = await sandbox('empty');
    const receiver = await startReceiver();
    try {
      receiver.secret((await box.register(receiver.url, ['account.created'])).secret);
      const run = await trigger('account.created', '--sandbox', box.id);
      expect(run).toMatchObject({ code: 0, err: '' });
      expect(run.out.trim()).toMatch(/^Sent evt_\d+ \(account\.created\) to .+, after creating account \d+\.$/);
      expect(await receiver.next()).toMatchObject({ type: 'account.created', verified: true });
    } finally {
      receiver.stop();
    }
  });

  it('says in one line why nothing was sent', async () => {
    const box = await sandbox();
    const unheard = await trigger('payout.paid', '--sandbox', box.id);
    expect(unheard.code).toBe(1);
    expect(unheard.err.trim()).toMatch(/^payout\.paid was not sent: No webhook endpoint listens to payout\.paid/);
    expect((await trigger('payout.sent')).code).toBe(2);
  });
});
