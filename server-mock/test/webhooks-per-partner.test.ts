import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY, OTHER_PARTNER_KEY } from '../client/demo.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };
const OTHER = { 'x-partner-key': OTHER_PARTNER_KEY };
const EVENTS = ['account.created', 'account.linked', 'opportunity.offered', 'podspot.approved'];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A sandbox of its own: its endpoints and deliveries are nobody else's. */
async function sandbox() {
  const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo' } });
  const box = { 'x-podspot-sandbox': created.body.id as string };
  const call = (method: string, path: string, opts: { body?: unknown; as?: object } = {}) =>
    server.call(method, path, { ...opts, headers: { ...box, ...opts.as } });
  const account = (as: object, external_id: string) =>
    call('POST', '/partner/accounts', {
      as,
      body: {
        external_id,
        email: `${external_id}@hosts.test`,
        first_name: 'Host',
        last_name: 'User',
        podcasts: [{ name: `Show ${external_id}`, rss_url: `https://feeds.hosts.test/${external_id}.xml` }],
      },
    });
  /** What the delivery log holds for one endpoint: [type, the account's external_id or the publisher's email]. */
  const heard = async (endpointId: string) =>
    (
      (await call('GET', `/__mock/webhooks/deliveries?endpoint_id=${endpointId}`)).body.deliveries as {
        event_type: string;
        event_id: string;
      }[]
    ).map((d) => d.event_type);
  return { call, account, heard };
}

describe('webhook endpoints per partner', () => {
  it("each partner's receiver hears its own accounts' events, and both hear a publisher no platform manages", async () => {
    const box = await sandbox();
    const [demo, other] = [await startReceiver(), await startReceiver()];
    try {
      const demoEndpoint = (
        await box.call('POST', '/partner/webhook_endpoints', { as: DEMO, body: { url: demo.url, events: EVENTS } })
      ).body;
      const otherEndpoint = (
        await box.call('POST', '/partner/webhook_endpoints', { as: OTHER, body: { url: other.url, events: EVENTS } })
      ).body;
      demo.secret(demoEndpoint.secret);
      other.secret(otherEndpoint.secret);

      const offers = (heard: string[]) => heard.filter((t) => t === 'opportunity.offered').length;
      expect((await box.account(DEMO, 'demo_1')).status).toBe(201);
      expect(await demo.next()).toMatchObject({
        type: 'account.created',
        verified: true,
        data: { external_id: 'demo_1' },
      });
      // Its new podcast was offered the running campaigns: the offers reach its own platform only.
      const demoOffers = offers(await box.heard(demoEndpoint.id));
      expect(demoOffers).toBeGreaterThan(0);
      expect(await box.heard(otherEndpoint.id)).toEqual([]);

      expect((await box.account(OTHER, 'other_1')).status).toBe(201);
      expect(await other.next()).toMatchObject({
        type: 'account.created',
        verified: true,
        data: { external_id: 'other_1' },
      });
      const demoHeard = await box.heard(demoEndpoint.id);
      expect(demoHeard.filter((t) => t === 'account.created')).toHaveLength(1);
      expect(offers(demoHeard)).toBe(demoOffers);
      const otherHeard = await box.heard(otherEndpoint.id);
      expect(otherHeard.filter((t) => t === 'account.created')).toHaveLength(1);
      expect(offers(otherHeard)).toBeGreaterThan(0);

      // The demo publisher is no platform's: its approvals reach both.
      const approved = await box.call('POST', '/__mock/approve_pending', { body: {} });
      expect(approved.body.approved.length).toBeGreaterThan(0);
      const approvals = (heard: string[]) => heard.filter((t) => t === 'podspot.approved').length;
      expect(approvals(await box.heard(demoEndpoint.id))).toBe(approved.body.approved.length);
      expect(approvals(await box.heard(otherEndpoint.id))).toBe(approved.body.approved.length);
    } finally {
      demo.stop();
      other.stop();
    }
  });

  it('lists and removes only the endpoints of the calling partner', async () => {
    const box = await sandbox();
    const mine = await box.call('POST', '/partner/webhook_endpoints', {
      as: DEMO,
      body: { url: 'http://127.0.0.1:9/a' },
    });
    const theirs = await box.call('POST', '/partner/webhook_endpoints', {
      as: OTHER,
      body: { url: 'http://127.0.0.1:9/b' },
    });
    expect(mine.body).not.toHaveProperty('partner_id');
    const listed = await box.call('GET', '/partner/webhook_endpoints', { as: DEMO });
    expect(listed.body.endpoints.map((e: { id: string }) => e.id)).toEqual([mine.body.id]);
    const removed = await box.call('DELETE', `/partner/webhook_endpoints/${theirs.body.id}`, { as: DEMO });
    expect([removed.status, removed.body.detail.error]).toEqual([404, expect.stringMatching(/of your platform/)]);
    expect((await box.call('GET', '/partner/webhook_endpoints', { as: OTHER })).body.endpoints).toHaveLength(1);
  });

  it('trigger makes the record for the partner that listens, and sends it to that partner only', async () => {
    const box = await sandbox();
    const endpoint = await box.call('POST', '/partner/webhook_endpoints', {
      as: OTHER,
      body: { url: 'http://127.0.0.1:9/other', events: ['account.created'] },
    });
    const sent = await box.call('POST', '/__mock/webhooks/trigger', { body: { type: 'account.created' } });
    expect(sent.status).toBe(202);
    expect(sent.body.deliveries.map((d: { endpoint_id: string }) => d.endpoint_id)).toEqual([endpoint.body.id]);
    const id = sent.body.event.data.account_id as number;
    expect((await box.call('GET', `/partner/accounts/${id}`, { as: OTHER })).status).toBe(200);
    expect((await box.call('GET', `/partner/accounts/${id}`, { as: DEMO })).status).toBe(404);
  });
});
