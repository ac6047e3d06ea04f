import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { spendByCampaign } from '../state/lifecycle.ts';
import { useServer, type TestServer } from './helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };

let server: TestServer;
useServer([], (s) => (server = s), { resetEach: true });

const podcast = (n: number, extra: object = {}) => ({
  name: `Castwave Show ${n}`,
  rss_url: `https://feeds.castwave.test/show-${n}.xml`,
  feed_managed_by_partner: true,
  ...extra,
});
async function createAccount(podcasts: object[], headers: Record<string, string> = {}) {
  const res = await server.call('POST', '/partner/accounts', {
    headers: { ...DEMO, ...headers },
    body: { external_id: 'cw_7', email: 'jo@castwave.test', first_name: 'Jo', last_name: 'Park', podcasts },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The account has no password: the user sets one through the reset-password flow, then signs in to the console. */
async function setPasswordAndSignIn(email: string, headers: Record<string, string> = {}): Promise<string> {
  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { headers, body });
  expect((await call('POST', '/forgot_password', { email })).status).toBe(200);
  const mail = (await call('GET', `/__mock/outbox?to=${email}`)).body.emails as { link?: string }[];
  const token = new URL(mail.at(-1)!.link!).searchParams.get('token');
  const reset = await call('POST', '/reset_password', { reset_password_token: token, new_password: 'castwave-1' });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const signedIn = await call('POST', '/signin/', { email, password: 'castwave-1' });
  return signedIn.body.jwt_token;
}

async function upload(token: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(MP3)], { type: 'audio/mpeg' }), 'spot.mp3');
  const res = await fetch(`${server.base}/api/onboarding/podspot/upload`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()) as { onboarding_state: string };
}

/** Onboarding up to the upload: downloads, the first offer, the example; answers the state the upload leads to. */
async function onboardToUpload(token: string, headers: Record<string, string> = {}) {
  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { token, headers, body });
  await call('POST', '/onboarding/episode_downloads', { estimated_dls_per_ep: 800 });
  const offers = (await call('GET', '/onboarding/podspots')).body.offers;
  expect(offers.length).toBeGreaterThan(0);
  expect((await call('POST', `/onboarding/podspot/${offers[0].id}`, { estimated_dls_per_ep: 800 })).status).toBe(200);
  await call('POST', '/onboarding');
  return { state: (await upload(token, headers)).onboarding_state, campaignId: offers[0].id as number };
}

describe("a partner account's podcasts and onboarding", () => {
  it('offers its podcasts the running campaigns, best paid first, so its inbox has work', async () => {
    const account = await createAccount([podcast(1), podcast(2, { feed_managed_by_partner: false })]);
    const ids = account.podcasts.map((p: { id: number }) => p.id);
    const offered = server.ctx.store.opportunities.filter((o) => ids.includes(o.publisher_podcast_id));
    expect(offered.length).toBe(12);
    expect(offered.every((o) => o.status === 'offered')).toBe(true);
    const spent = spendByCampaign(server.ctx.store);
    for (const id of ids) {
      const cpms = offered
        .filter((o) => o.publisher_podcast_id === id)
        .map((o) => server.ctx.store.campaigns.find((c) => c.id === o.campaign_id)!)
        .map((c) => {
          expect(c.advertiser_id).not.toBe(account.id);
          expect(c.budget_cents).toBeGreaterThan(spent.get(c.id) ?? 0);
          return c.cpm_cents;
        });
      expect(cpms).toEqual([...cpms].sort((a, b) => b - a));
    }
    const token = await setPasswordAndSignIn('jo@castwave.test');
    expect((await server.call('GET', '/earn/opportunities/count', { token })).body).toEqual({ count: 12 });
    expect(account.podcasts.map((p: { feed_integrated: boolean }) => p.feed_integrated)).toEqual([true, false]);
  });

  it('offers them in the large scenario too', async () => {
    expect((await server.call('POST', '/__mock/reset', { body: { scenario: 'large' } })).status).toBe(200);
    const account = await createAccount([podcast(1)]);
    const token = await setPasswordAndSignIn('jo@castwave.test');
    expect((await server.call('GET', '/earn/opportunities/count', { token })).body).toEqual({ count: 6 });
    expect((await server.call('GET', '/onboarding/podspots', { token })).body.offers).toHaveLength(6);
    expect(account.onboarding_state).toBe('onboarding_get_started');
  });

  it('passes over the smart feed step for a managed feed, whose feed_integrated answer is true', async () => {
    await createAccount([podcast(1)]);
    const token = await setPasswordAndSignIn('jo@castwave.test');
    const { state, campaignId } = await onboardToUpload(token);
    expect(state).toBe('onboarding_analyst_access');
    expect((await server.call('GET', '/onboarding/podspot/smart_feed', { token })).body.feed_integrated).toBe(true);
    const user = server.ctx.store.users.find((u) => u.email === 'jo@castwave.test')!;
    const podspot = server.ctx.store.podspots.find((p) => p.id === user.onboarding.podspot_id)!;
    expect(podspot.aasm_state).toBe('pending');
    // The onboarding offer accepted the opportunity its podcast was offered: one opportunity for the campaign.
    const forCampaign = server.ctx.store.opportunities.filter(
      (o) => o.campaign_id === campaignId && o.publisher_podcast_id === podspot.publisher_podcast_id,
    );
    expect(forCampaign.map((o) => o.status)).toEqual(['accepted']);
  });

  it('passes over the analyst access step too once the platform confirmed it', async () => {
    await createAccount([podcast(1, { analyst_access_confirmed: true })]);
    const token = await setPasswordAndSignIn('jo@castwave.test');
    expect((await onboardToUpload(token)).state).toBe('onboarding_congratulations');
  });

  it('leaves an unmanaged feed to the smart feed step', async () => {
    await createAccount([podcast(1, { feed_managed_by_partner: false, analyst_access_confirmed: true })]);
    const token = await setPasswordAndSignIn('jo@castwave.test');
    expect((await onboardToUpload(token)).state).toBe('onboarding_setup_mirror');
  });
});

describe('webhooks of partner accounts', () => {
  it('sends account.created and account.onboarding_completed, timed on the sandbox clock', async () => {
    const box = (await server.call('POST', '/__mock/sandboxes', { body: { scenario: 'demo' } })).body.id as string;
    const inBox = { 'x-podspot-sandbox': box };
    const receiver = await startReceiver();
    try {
      const endpoint = await server.call('POST', '/partner/webhook_endpoints', {
        headers: { ...DEMO, ...inBox },
        body: { url: receiver.url, events: ['account.created', 'account.onboarding_completed'] },
      });
      receiver.secret(endpoint.body.secret);
      const moved = await server.call('POST', '/__mock/clock', { headers: inBox, body: { advance: 'P3D' } });
      const account = await createAccount([podcast(1, { analyst_access_confirmed: true })], inBox);
      expect(await receiver.next()).toMatchObject({
        type: 'account.created',
        verified: true,
        data: { account_id: account.id, external_id: 'cw_7', email: 'jo@castwave.test' },
      });
      // The attempt is logged once the receiver's answer is in, which may be just after the receiver saw the event.
      let attempt: { at: string } | undefined;
      for (let tries = 0; !attempt && tries < 50; tries++) {
        const log = await server.call('GET', '/__mock/webhooks/deliveries', { headers: inBox });
        attempt = log.body.deliveries[0]?.attempts[0];
        if (!attempt) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(attempt!.at.slice(0, 10)).toBe(moved.body.now.slice(0, 10));

      expect(server.ctx.store.users.some((u) => u.email === 'jo@castwave.test')).toBe(false); // the sandbox's only
      const token = await setPasswordAndSignIn('jo@castwave.test', inBox);
      expect((await onboardToUpload(token, inBox)).state).toBe('onboarding_congratulations');
      const done = await server.call('POST', '/onboarding', { token, headers: inBox });
      expect(done.body.completed).toBe(true);
      expect(await receiver.next()).toMatchObject({
        type: 'account.onboarding_completed',
        data: { account_id: account.id, onboarding_completed: true },
      });
    } finally {
      receiver.stop();
    }
  });
});
