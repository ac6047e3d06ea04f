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

  it.each([
    ['opportunity.offered', /needs a campaign with budget left to offer/],
    ['podspot.approved', /needs a campaign with budget left to offer/],
    ['podspot.went_live', /needs a campaign with budget left to offer/],
    ['account.onboarding_completed', /needs a partner account that finished onboarding/],
    ['earnings.available', /needs a live podspot through a month end/],
    ['payout.paid', /needs a paid withdrawal/],
  ])('answers 409 for %s with what the sandbox needs first, creating nothing', async (type, needs) => {
    const { receiver, trigger } = await listening('empty');
    try {
      const refused = await trigger(type);
      expect(refused.status).toBe(409);
      expect(refused.body.detail.type).toMatch(needs);
      expect((await trigger('account.created')).body.created).toHaveLength(1);
      expect((await receiver.next()).type).toBe('account.created');
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
