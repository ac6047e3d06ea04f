import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { useServer, type TestServer } from './helpers.ts';

/**
 * The onboarding widget runs on an embed token: each publisher onboarding call it makes is open to one, walked here in
 * order on a partner's new account (docs/behaviour/sdk-widgets.md#onboarding); the console's other onboarding calls
 * stay closed.
 */
const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const DEMO = { 'x-partner-key': DEMO_PARTNER_KEY };

let server: TestServer;
useServer([], (s) => (server = s));

let token = '';
beforeAll(async () => {
  const created = await server.call('POST', '/partner/accounts', {
    headers: DEMO,
    body: {
      external_id: 'cw_embed_onboarding',
      email: 'embed-onboarding@castwave.test',
      first_name: 'Ana',
      last_name: 'Lima',
      // Not managed: the smart feed step stays, so its two calls are walked too.
      podcasts: [{ name: 'Embed Hour', rss_url: 'https://feeds.castwave.test/embed-hour.xml' }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const minted = await server.call('POST', '/partner/embed_tokens', {
    headers: DEMO,
    body: { external_id: 'cw_embed_onboarding' },
  });
  token = minted.body.token;
});

const call = (method: string, path: string, body?: unknown) => server.call(method, path, { token, body });
const state = (res: { body: { onboarding_state: string } }) => res.body.onboarding_state;
let offerId = 0;

describe('an embed token walks the publisher onboarding', () => {
  it('GET /onboarding', async () => {
    const res = await call('GET', '/onboarding');
    expect(res.status).toBe(200);
    expect(state(res)).toBe('onboarding_get_started');
  });

  it('GET /onboarding/get_started and GET /onboarding/episode_downloads', async () => {
    expect((await call('GET', '/onboarding/get_started')).status).toBe(200);
    expect((await call('GET', '/onboarding/episode_downloads')).body).toEqual({ estimated_dls_per_ep: 0 });
  });

  it('POST /onboarding/episode_downloads', async () => {
    const res = await call('POST', '/onboarding/episode_downloads', { estimated_dls_per_ep: 900 });
    expect([res.status, state(res)]).toEqual([200, 'onboarding_select_podspot']);
  });

  it('GET /onboarding/podspots and POST /onboarding/podspot/{id}', async () => {
    const offers = await call('GET', '/onboarding/podspots');
    expect(offers.status).toBe(200);
    offerId = offers.body.offers[0].id;
    const res = await call('POST', `/onboarding/podspot/${offerId}`, { estimated_dls_per_ep: 900 });
    expect([res.status, state(res)]).toEqual([200, 'onboarding_view_example_podspot']);
  });

  it('GET /onboarding/podspot/example and POST /onboarding (Next)', async () => {
    expect((await call('GET', '/onboarding/podspot/example')).status).toBe(200);
    const res = await call('POST', '/onboarding');
    expect([res.status, state(res)]).toEqual([200, 'onboarding_upload_first_podspot']);
  });

  it('GET /onboarding/podspot/campaign and its instructions PDF', async () => {
    expect((await call('GET', '/onboarding/podspot/campaign')).status).toBe(200);
    const pdf = await call('GET', '/onboarding/podspot/campaign/download_instruction');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('POST /onboarding/podspot/upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MP3)], { type: 'audio/mpeg' }), 'first.mp3');
    const res = await fetch(`${server.base}/api/onboarding/podspot/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { onboarding_state: string }).onboarding_state).toBe('onboarding_setup_mirror');
  });

  it('GET /onboarding/podspot/smart_feed and POST /onboarding/podspot/smart_feed/accept', async () => {
    const feed = await call('GET', '/onboarding/podspot/smart_feed');
    expect([feed.status, feed.body.feed_integrated]).toEqual([200, false]);
    const res = await call('POST', '/onboarding/podspot/smart_feed/accept');
    expect([res.status, state(res)]).toEqual([200, 'onboarding_analyst_access']);
  });

  it('POST /onboarding to the congratulations, and "Done" completes it', async () => {
    expect(state(await call('POST', '/onboarding'))).toBe('onboarding_congratulations');
    const done = await call('POST', '/onboarding');
    expect([done.status, done.body.completed]).toEqual([200, true]);
  });
});

describe("the console's other onboarding calls stay closed to an embed token", () => {
  it.each([
    ['POST', '/onboarding/advertiser/add_new_podcast', { apple_ids: '1' }],
    ['POST', '/onboarding/network/add_new_podcast', { apple_ids: '1' }],
    ['POST', '/advertiser/podcast/validate', { apple_ids: '1' }],
    ['GET', '/iTunes/search_by_name/morning', undefined],
    ['GET', '/iTunes/search_by_id/1500000001', undefined],
  ])('%s %s → 403', async (method, path, body) => {
    const res = await call(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.detail.error).toBe('Embed tokens may only call widget endpoints.');
  });
});
