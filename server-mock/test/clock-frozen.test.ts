import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockClient } from '../client/index.ts';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { RETRY_AFTER_MS } from '../webhooks/deliveries.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

let server: TestServer;
let mock: MockClient;
beforeAll(async () => {
  server = await startServer();
  mock = createMockClient(`${server.base}/api`);
});
afterAll(() => server.close());
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a frozen clock', () => {
  it('reads the same time before and after a wait, until advanced; running again it flows from there', async () => {
    const box = await mock.createSandbox({ scenario: 'empty' });
    try {
      expect((await box.clock.freeze()).mode).toBe('frozen');
      const before = await box.clock.now();
      await pause(1_100);
      expect((await box.clock.now()).getTime()).toBe(before.getTime());
      const moved = await box.clock.move({ advance: '1h' });
      expect(Date.parse(moved.now)).toBe(before.getTime() + 3_600_000);
      expect(moved.mode).toBe('frozen');
      await pause(50);
      expect((await box.clock.now()).toISOString()).toBe(moved.now);
      await box.clock.run();
      await pause(50);
      expect((await box.clock.now()).getTime()).toBeGreaterThan(Date.parse(moved.now));
      expect(await box.clock.mode()).toBe('running');
    } finally {
      await box.close();
    }
  });

  it('can be asked for when a sandbox is created, with its start time', async () => {
    const box = await mock.createSandbox({ scenario: 'empty', now: '2027-01-01T00:00:00Z', clock: 'frozen' });
    try {
      await pause(50);
      expect((await box.clock.now()).toISOString()).toBe('2027-01-01T00:00:00.000Z');
      expect(await box.clock.mode()).toBe('frozen');
    } finally {
      await box.close();
    }
  });

  it('refuses a mode it does not know', async () => {
    const res = await server.call('POST', '/__mock/clock', { body: { mode: 'paused' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual(['mode']);
  });
});

describe('an advance', () => {
  it('of two days sends every retry that fell due to a failing receiver, in order, before it answers', async () => {
    const box = await mock.createSandbox({ scenario: 'demo', clock: 'frozen' });
    const receiver = await startReceiver({ failFirst: 100 });
    try {
      const endpoint = await server.call('POST', '/partner/webhook_endpoints', {
        headers: { ...box.headers, 'x-partner-key': DEMO_PARTNER_KEY },
        body: { url: receiver.url, events: ['opportunity.offered'] },
      });
      expect(endpoint.status).toBe(201);
      receiver.secret(endpoint.body.secret);
      // An event sent at once (a withdrawal's payout.paid waits for its arrival day): its first attempt fails.
      const sent = await server.call('POST', '/__mock/webhooks/trigger', {
        headers: box.headers,
        body: { type: 'opportunity.offered' },
      });
      expect(sent.status).toBe(202);
      expect(await receiver.next()).toMatchObject({ attempt: 1, status: 500 });

      const moved = await box.clock.move({ advance: 'P2D' });
      const attempts = moved.effects!.webhook_attempts;
      expect(attempts.map((a) => a.attempt)).toEqual([2, 3, 4, 5, 6]);
      expect(attempts.every((a) => a.status === 500)).toBe(true);
      // Each dated when it fell due: the backoff after the attempt before.
      const times = attempts.map((a) => Date.parse(a.at));
      times.slice(1).forEach((t, i) => expect(t - times[i]!).toBe(RETRY_AFTER_MS[i + 1]));
      const received = [];
      for (let i = 0; i < 5; i++) received.push(await receiver.next());
      expect(received.map((r) => r.attempt)).toEqual([2, 3, 4, 5, 6]);
      const log = await server.call('GET', '/__mock/webhooks/deliveries', { headers: box.headers });
      expect(log.body.deliveries[0]).toMatchObject({ state: 'failed', next_attempt_at: null });
      expect(log.body.deliveries[0].attempts).toHaveLength(6);
    } finally {
      receiver.stop();
      await box.close();
    }
  }, 30_000);

  it('across a month end credits the month and says so', async () => {
    const box = await mock.createSandbox({ scenario: 'demo', now: '2027-01-20T12:00:00Z', clock: 'frozen' });
    try {
      const moved = await box.clock.move({ advance: 'P15D' });
      expect(moved.effects!.month_end_credits).toBeGreaterThan(0);
      const still = await box.clock.move({ advance: '1h' });
      expect(still.effects!.month_end_credits).toBe(0);
    } finally {
      await box.close();
    }
  });
});
