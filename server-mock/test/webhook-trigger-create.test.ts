import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { WEBHOOK_EVENTS } from '../webhooks/events.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A sandbox of the scenario with one endpoint listening to every event, its receiver holding the secret. */
async function listening(scenario: string) {
  const id = (await server.call('POST', '/__mock/sandboxes', { body: { scenario } })).body.id as string;
  const headers = { 'x-podspot-sandbox': id };
  const receiver = await startReceiver();
  const endpoint = await server.call('POST', '/partner/webhook_endpoints', {
    headers: { ...headers, 'x-partner-key': DEMO_PARTNER_KEY },
    body: { url: receiver.url },
  });
  receiver.secret(endpoint.body.secret);
  const trigger = (type: string) => server.call('POST', '/__mock/webhooks/trigger', { headers, body: { type } });
  return { receiver, trigger };
}

describe('trigger in an empty sandbox', () => {
  it('creates the partner account account.created needs, sends it signed, and nothing else', async () => {
    const { receiver, trigger } = await listening('empty');
    try {
      const sent = await trigger('account.created');
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      const [account] = sent.body.created;
      expect(sent.body.created).toEqual([{ kind: 'account', id: expect.any(Number) }]);
      const got = await receiver.next();
      expect(got).toMatchObject({ type: 'account.created', verified: true, id: sent.body.event.id });
      expect(got.data).toMatchObject({ account_id: account.id, email: `trigger-${account.id}@example.com` });
      // Its podcast changed the publisher's required actions: that event is not sent.
      expect(await receiver.none(300)).toEqual([]);
      // The record is there now: a second trigger uses it.
      expect((await trigger('account.created')).body.created).toEqual([]);
      expect((await receiver.next()).data).toMatchObject({ account_id: account.id });
    } finally {
      receiver.stop();
    }
  });

  it('sends actions.changed for the publisher the empty scenario has', async () => {
    const { receiver, trigger } = await listening('empty');
    try {
      const sent = await trigger('actions.changed');
      expect(sent.body.created).toEqual([]);
      expect(await receiver.next()).toMatchObject({ type: 'actions.changed', verified: true });
    } finally {
      receiver.stop();
    }
  });

  // What each event makes in a sandbox with no advertiser's campaign, in the order made: a publisher, a campaign (with
  // its advertiser's deposit) offered to its podcast, and the event's own records.
  const withCampaign = ['account', 'campaign', 'budget_deposit', 'opportunity'];
  it.each([
    ['opportunity.offered', withCampaign, 'opportunity_id', 'opportunity'],
    ['podspot.approved', [...withCampaign, 'podspot'], 'podspot_id', 'podspot'],
    ['podspot.went_live', [...withCampaign, 'podspot'], 'podspot_id', 'podspot'],
    ['account.onboarding_completed', [...withCampaign, 'podspot'], 'account_id', 'account'],
    ['earnings.available', [...withCampaign, 'podspot', 'ledger_entry'], 'ledger_entry_id', 'ledger_entry'],
    ['payout.paid', [...withCampaign, 'podspot', 'ledger_entry'], 'ledger_entry_id', 'ledger_entry'],
  ])('creates what %s needs, lists it in created and sends it for the record made', async (type, kinds, key, kind) => {
    const { receiver, trigger } = await listening('empty');
    try {
      const sent = await trigger(type);
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      const created = sent.body.created as { kind: string; id: number }[];
      expect([...new Set(created.map((r) => r.kind))]).toEqual(kinds);
      const got = await receiver.next();
      expect(got).toMatchObject({ type, verified: true, id: sent.body.event.id });
      expect(created.filter((r) => r.kind === kind).map((r) => r.id)).toContain(got.data[key]);
      // The records are there now: the same trigger makes nothing more.
      expect((await trigger(type)).body.created).toEqual([]);
    } finally {
      receiver.stop();
    }
  });
});

describe('trigger with time to have passed', () => {
  it('credits earnings on the month ends behind the clock and pays a withdrawal asked for at the first', async () => {
    const now = '2026-03-02T09:00:00Z'; // one business day into March: a withdrawal asked for now is not paid yet
    const id = (await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'empty', now } })).body.id;
    const headers = { 'x-podspot-sandbox': id };
    const receiver = await startReceiver();
    try {
      const endpoint = await server.call('POST', '/partner/webhook_endpoints', {
        headers: { ...headers, 'x-partner-key': DEMO_PARTNER_KEY },
        body: { url: receiver.url, events: ['earnings.available', 'payout.paid'] },
      });
      receiver.secret(endpoint.body.secret);
      const trigger = (type: string) => server.call('POST', '/__mock/webhooks/trigger', { headers, body: { type } });
      expect((await trigger('earnings.available')).status).toBe(202);
      const earnings = (await receiver.next()).data;
      expect(earnings).toMatchObject({ created_at: '2026-03-01T06:00:00.000Z', amount_cents: expect.any(Number) });
      expect(earnings.amount_cents).toBeGreaterThan(100);
      expect((await trigger('payout.paid')).status).toBe(202);
      // Asked for when January's earnings became available, three business days before it arrived.
      expect((await receiver.next()).data).toMatchObject({
        created_at: '2026-02-01T06:00:00.000Z',
        paid_at: '2026-02-04T00:00:00.000Z',
      });
    } finally {
      receiver.stop();
    }
  });
});

describe('trigger in the demo sandbox', () => {
  // The demo scenario has no partner-made account: account.created makes one, onboarding_completed cannot.
  const withRecord = WEBHOOK_EVENTS.filter((t) => !t.startsWith('account.'));
  it.each(withRecord)('sends %s for the latest record and creates nothing', async (type) => {
    const { receiver, trigger } = await listening('demo');
    try {
      const sent = await trigger(type);
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      expect(sent.body.created).toEqual([]);
      expect(await receiver.next()).toMatchObject({ type, verified: true, id: sent.body.event.id });
    } finally {
      receiver.stop();
    }
  });
});
