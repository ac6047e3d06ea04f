import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { startServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

type Action = { kind: string; count: number; deadline: string | null; ids: number[] };
type Actions = { total: number; actions: Action[] };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const actionsOf = async (email: string) => {
  const res = await server.call('GET', '/publisher/actions', { token: await server.signIn(email) });
  expect(res.status).toBe(200);
  return res.body as Actions;
};
const kinds = (a: Actions) => Object.fromEntries(a.actions.map((x) => [x.kind, x.count]));
const byKind = (a: Actions, kind: string) => a.actions.find((x) => x.kind === kind);

describe('GET /publisher/actions', () => {
  it('lists the demo publisher’s offers, drafts without audio and drafts waiting for their smart feed', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const actions = await actionsOf('publisher@podspot.test');
    const offered = (await server.call('GET', '/earn/opportunities/count', { token })).body.count;
    expect(Object.keys(kinds(actions))).toEqual(['answer_opportunities', 'upload_audio', 'integrate_smart_feed']);
    expect(byKind(actions, 'answer_opportunities')).toMatchObject({ count: offered, deadline: null });
    // The seed's drafts (server-mock/README.md#scenarios): two without audio, one uploaded on a podcast not integrated.
    expect(byKind(actions, 'upload_audio')?.count).toBe(2);
    expect(byKind(actions, 'integrate_smart_feed')?.count).toBe(1);
    const { store } = server.ctx;
    const podspot = (id: number) => store.podspots.find((p) => p.id === id)!;
    const podcast = (id: number) => store.podcasts.find((p) => p.id === podspot(id).publisher_podcast_id)!;
    for (const id of byKind(actions, 'upload_audio')!.ids)
      expect(podspot(id)).toMatchObject({ aasm_state: 'draft', audio_id: null, archived: false });
    const [waiting] = byKind(actions, 'integrate_smart_feed')!.ids;
    expect(podspot(waiting)).toMatchObject({ aasm_state: 'draft', archived: false, audio_id: expect.any(String) });
    expect(podcast(waiting).apple_feed_integrated).toBe(false);
    expect(actions.total).toBe(offered + 3);
  });

  it('asks nopayout@ for a payout account, and newpub@ to finish onboarding too', async () => {
    expect(kinds(await actionsOf('nopayout@podspot.test'))).toEqual({
      set_up_payout_account: 1,
      answer_opportunities: 1,
    });
    const newpub = await actionsOf('newpub@podspot.test');
    expect(newpub).toEqual({
      total: 2,
      actions: [
        { kind: 'complete_onboarding', count: 1, deadline: null, ids: [] },
        { kind: 'set_up_payout_account', count: 1, deadline: null, ids: [] },
      ],
    });
  });

  it('asks to finish the payout account once it is opened, and nothing once onboarded', async () => {
    const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo' } });
    const headers = { 'x-podspot-sandbox': created.body.id as string };
    const token = (
      await server.call('POST', '/signin/', {
        headers,
        body: { email: 'nopayout@podspot.test', password: 'podspot-demo' },
      })
    ).body.jwt_token;
    const kindsNow = async () =>
      kinds((await server.call('GET', '/publisher/actions', { token, headers })).body as Actions);
    const opened = await server.call('POST', '/stripe/create_account', {
      token,
      headers,
      body: { country_code: 'GB' },
    });
    expect(await kindsNow()).toEqual({ finish_payout_account: 1, answer_opportunities: 1 });
    const link = new URL(opened.body.stripe_link);
    const done = await fetch(`${server.base}${link.pathname}${link.search}`, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(await kindsNow()).toEqual({ answer_opportunities: 1 });
  });

  it('answers 403 to an advertiser', async () => {
    const token = await server.signIn('advertiser@podspot.test');
    expect((await server.call('GET', '/publisher/actions', { token })).status).toBe(403);
  });
});

describe('accepting an opportunity', () => {
  it('lowers its count, adds an upload, and sends actions.changed signed', async () => {
    const created = await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo' } });
    const headers = { 'x-podspot-sandbox': created.body.id as string };
    const receiver = await startReceiver();
    try {
      const endpoint = await server.call('POST', '/partner/webhook_endpoints', {
        headers: { ...headers, 'x-partner-key': DEMO_PARTNER_KEY },
        body: { url: receiver.url, events: ['actions.changed'] },
      });
      receiver.secret(endpoint.body.secret);
      const embed = (
        await server.call('POST', '/partner/embed_tokens', {
          headers: { ...headers, 'x-partner-key': DEMO_PARTNER_KEY },
          body: { email: 'publisher@podspot.test' },
        })
      ).body.token;
      const read = async () =>
        (await server.call('GET', '/publisher/actions', { token: embed, headers })).body as Actions;
      const before = await read();
      const [id] = byKind(before, 'answer_opportunities')!.ids;
      const accepted = await server.call('POST', `/earn/opportunity/${id}/accept`, { token: embed, headers });
      expect(accepted.status).toBe(201);
      const after = await read();
      expect(byKind(after, 'answer_opportunities')!.count).toBe(byKind(before, 'answer_opportunities')!.count - 1);
      expect(byKind(after, 'answer_opportunities')!.ids).not.toContain(id);
      expect(byKind(after, 'upload_audio')!.ids).toContain(accepted.body.id);
      expect(after.total).toBe(before.total);

      const heard = await receiver.next();
      expect(heard).toMatchObject({ type: 'actions.changed', verified: true, tampered: false });
      expect(heard.data).toEqual({ publisher_email: 'publisher@podspot.test', ...after });
      expect(await receiver.none(300)).toEqual([]);
    } finally {
      receiver.stop();
    }
  }, 20_000);
});
