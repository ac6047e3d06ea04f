import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgainstContract, startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const SAMPLE_MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const INVALID = 'Please enter valid number';
let seq = 0;

async function signUp(flags: Record<string, boolean> = {}) {
  const email = `onboard${++seq}@example.com`;
  const res = await server.call('POST', '/signup/', {
    body: {
      invite_code: 'PODSPOT-INVITE',
      first_name: 'Iris',
      last_name: 'Novak',
      email,
      password: 'onboarding-1',
      ...flags,
    },
  });
  return { token: res.body.jwt_token as string, user: server.ctx.store.users.find((u) => u.email === email)! };
}

/** Multipart upload and binary download: what `call` cannot do; both still checked against the contract. */
async function upload(token: string, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'audio/mpeg' }), file.name);
  const res = await fetch(`${server.base}/api/onboarding/podspot/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  checkAgainstContract('POST', '/onboarding/podspot/upload', res.status, body);
  return { status: res.status, body };
}

const post = (token: string, path: string, body?: unknown) => server.call('POST', path, { token, body });
const get = (token: string, path: string) => server.call('GET', path, { token });

describe('publisher onboarding, start to finish', () => {
  it('walks every step and ends completed', async () => {
    const { token, user } = await signUp();
    expect((await get(token, '/onboarding')).body).toEqual({
      onboarding_state: 'onboarding_get_started',
      completed: false,
      estimated_dls_per_ep: 0,
    });
    const cpm = (await get(token, '/onboarding/get_started')).body.cpm;
    expect(cpm).toBeGreaterThan(0);

    for (const value of [0, -3, 1.5, 'abc', '', null]) {
      expect(await post(token, '/onboarding/episode_downloads', { estimated_dls_per_ep: value })).toMatchObject({
        status: 400,
        body: { detail: { estimated_dls_per_ep: INVALID } },
      });
    }
    const saved = await post(token, '/onboarding/episode_downloads', { estimated_dls_per_ep: '1200' });
    expect(saved.body).toEqual({
      onboarding_state: 'onboarding_select_podspot',
      completed: false,
      estimated_dls_per_ep: 1200,
    });
    expect((await get(token, '/onboarding/episode_downloads')).body).toEqual({ estimated_dls_per_ep: 1200 });

    const offers = (await get(token, '/onboarding/podspots')).body.offers;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(6);
    expect(offers.every((o: { estimated_dls_per_ep: number }) => o.estimated_dls_per_ep === 1200)).toBe(true);
    expect(offers.map((o: { cpm: number }) => o.cpm)).toEqual(
      [...offers.map((o: { cpm: number }) => o.cpm)].sort((a, b) => b - a),
    );
    expect(cpm).toBeCloseTo(offers.reduce((s: number, o: { cpm: number }) => s + o.cpm, 0) / offers.length, 1);

    expect((await get(token, '/onboarding/podspot/example')).status).toBe(409);
    expect(await post(token, `/onboarding/podspot/${offers[0].id}`, { estimated_dls_per_ep: 0 })).toMatchObject({
      status: 400,
      body: { detail: { estimated_dls_per_ep: INVALID } },
    });
    const accepted = await post(token, `/onboarding/podspot/${offers[0].id}`, { estimated_dls_per_ep: 1500 });
    expect(accepted.body).toEqual({
      onboarding_state: 'onboarding_view_example_podspot',
      completed: false,
      estimated_dls_per_ep: 1500,
    });
    const podspot = server.ctx.store.podspots.find((p) => p.id === user.onboarding.podspot_id)!;
    const podcast = server.ctx.store.podcasts.find((p) => p.id === podspot.publisher_podcast_id)!;
    expect(podspot).toMatchObject({
      campaign_id: offers[0].id,
      aasm_state: 'draft',
      audio_id: null,
      estimated_dls_per_ep: 1500,
    });
    expect(podcast.owner_id).toBe(user.id);
    expect(server.ctx.store.opportunities.find((o) => o.id === podspot.opportunity_id)!.status).toBe('accepted');

    const example = (await get(token, '/onboarding/podspot/example')).body;
    expect(example.advertiser_podcast_name).toBe(offers[0].podcast_name);
    expect(example.podspot_episode_audio_file).toBe(`${server.base}/api/audio/sample.mp3`);
    const campaign = (await get(token, '/onboarding/podspot/campaign')).body;
    expect(campaign.advertiser_name).toBe(offers[0].podcast_name);
    expect(campaign.script).toMatch(/^<p>/);

    expect((await upload(token, { bytes: SAMPLE_MP3, name: 'a.mp3' })).status).toBe(409); // still at the example
    expect((await post(token, '/onboarding')).body.onboarding_state).toBe('onboarding_upload_first_podspot');
    const uploaded = await upload(token, { bytes: SAMPLE_MP3, name: 'first.mp3' });
    expect(uploaded).toMatchObject({ status: 200, body: { onboarding_state: 'onboarding_setup_mirror' } });
    const audio = server.ctx.store.audio.find((a) => a.id === podspot.audio_id)!;
    expect(audio.file_name).toBe('first.mp3');
    expect(Buffer.compare(audio.bytes, SAMPLE_MP3)).toBe(0);
    expect(
      Buffer.from(await (await fetch(`${server.base}/api/audio/${audio.id}`)).arrayBuffer()).equals(SAMPLE_MP3),
    ).toBe(true);

    const feed = (await get(token, '/onboarding/podspot/smart_feed')).body;
    expect(feed).toEqual({
      smart_feed: `${server.base}/feeds/${podcast.smart_feed_token}.xml`,
      feed_integrated: false,
    });
    expect((await post(token, '/onboarding/podspot/smart_feed/accept')).body.onboarding_state).toBe(
      'onboarding_analyst_access',
    );
    expect(podcast.apple_feed_integrated).toBe(true);
    expect(podspot.aasm_state).toBe('pending');
    expect((await get(token, '/onboarding/podspot/smart_feed')).body.feed_integrated).toBe(true);

    expect((await post(token, '/onboarding')).body).toMatchObject({
      onboarding_state: 'onboarding_congratulations',
      completed: false,
    });
    expect((await post(token, '/onboarding')).body).toMatchObject({
      onboarding_state: 'onboarding_congratulations',
      completed: true,
    });
    expect(await post(token, '/onboarding')).toMatchObject({
      status: 409,
      body: { detail: { onboarding: 'Your onboarding is already complete.' } },
    });
    const signIn = await server.call('POST', '/signin/', { body: { email: user.email, password: 'onboarding-1' } });
    expect(signIn.body.onboarding).toEqual({ completed: true, current_state: 'onboarding_congratulations' });
  });
});

describe('onboarding rules', () => {
  it('serves the campaign instructions as a real PDF attachment', async () => {
    const { token } = await signUp();
    await post(token, '/onboarding/episode_downloads', { estimated_dls_per_ep: 900 });
    const [offer] = (await get(token, '/onboarding/podspots')).body.offers;
    await post(token, `/onboarding/podspot/${offer.id}`, { estimated_dls_per_ep: 900 });
    const res = await fetch(`${server.base}/api/onboarding/podspot/campaign/download_instruction`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?podspot-campaign-instruction\.pdf"?$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Podspot campaign instructions');
  });

  it.each([
    ['a PDF renamed to .mp3', Buffer.from('%PDF-1.7 not audio'), 'Please choose an MP3 file.'],
    ['an empty file', Buffer.alloc(0), 'Please choose an MP3 file.'],
    ['a file over 20 MB', Buffer.concat([SAMPLE_MP3, Buffer.alloc(20 * 1024 * 1024)]), /larger than 20 MB/],
  ])('refuses %s', async (_name, bytes, message) => {
    const { token, user } = await signUp();
    user.onboarding.state = 'onboarding_select_podspot';
    const [offer] = (await get(token, '/onboarding/podspots')).body.offers;
    await post(token, `/onboarding/podspot/${offer.id}`, { estimated_dls_per_ep: 900 });
    await post(token, '/onboarding');
    const res = await upload(token, { bytes, name: 'x.mp3' });
    expect(res.status).toBe(400);
    expect(res.body.detail.file).toMatch(message);
    expect(user.onboarding.state).toBe('onboarding_upload_first_podspot');
  });

  it('refuses an upload without a file', async () => {
    const { token, user } = await signUp();
    user.onboarding.state = 'onboarding_select_podspot';
    const [offer] = (await get(token, '/onboarding/podspots')).body.offers;
    await post(token, `/onboarding/podspot/${offer.id}`, { estimated_dls_per_ep: 900 });
    await post(token, '/onboarding');
    expect(await upload(token)).toMatchObject({
      status: 400,
      body: { detail: { file: 'Please choose an MP3 file.' } },
    });
  });

  // A fresh publisher is at onboarding_get_started: every other step's call is refused.
  it.each([
    ['POST', '/onboarding', undefined],
    ['POST', '/onboarding/podspot/1', { estimated_dls_per_ep: 10 }],
    ['POST', '/onboarding/podspot/smart_feed/accept', undefined],
  ])('%s %s at the wrong step answers 409', async (method, path, body) => {
    const { token } = await signUp();
    const res = await server.call(method, path, { token, body });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatchObject({
      onboarding: expect.stringMatching(/not available now/),
      current_state: 'onboarding_get_started',
    });
  });

  it("answers 404 for an id that is not one of the offers (another user's podspot, an unknown id)", async () => {
    const { token, user } = await signUp();
    user.onboarding.state = 'onboarding_select_podspot';
    const offers = new Set((await get(token, '/onboarding/podspots')).body.offers.map((o: { id: number }) => o.id));
    const othersPodspot = server.ctx.store.podspots.find((p) => !offers.has(p.id))!;
    const outside = server.ctx.store.campaigns.find((c) => !offers.has(c.id))!;
    for (const id of [othersPodspot.id, outside.id, 999999, 'abc']) {
      expect((await post(token, `/onboarding/podspot/${id}`, { estimated_dls_per_ep: 10 })).status).toBe(404);
    }
    expect(user.onboarding.state).toBe('onboarding_select_podspot');
  });

  it.each([
    ['GET', '/onboarding/get_started'],
    ['GET', '/onboarding/episode_downloads'],
    ['POST', '/onboarding/episode_downloads'],
    ['GET', '/onboarding/podspots'],
    ['POST', '/onboarding/podspot/1'],
    ['GET', '/onboarding/podspot/example'],
    ['GET', '/onboarding/podspot/campaign'],
    ['GET', '/onboarding/podspot/smart_feed'],
    ['POST', '/onboarding/podspot/smart_feed/accept'],
  ])('%s %s is publisher-only (403 for an advertiser)', async (method, path) => {
    const token = await server.signIn('advertiser@podspot.test');
    const res = await server.call(method, path, {
      token,
      body: method === 'POST' ? { estimated_dls_per_ep: 10 } : undefined,
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['GET', '/onboarding'],
    ['POST', '/onboarding'],
    ['GET', '/onboarding/get_started'],
    ['GET', '/onboarding/podspots'],
    ['POST', '/onboarding/podspot/upload'],
    ['GET', '/onboarding/podspot/campaign/download_instruction'],
  ])('%s %s needs a token', async (method, path) => {
    expect((await server.call(method, path)).status).toBe(401);
  });

  it('lets a completed demo publisher read the state but move nothing', async () => {
    const token = await server.signIn('publisher@podspot.test');
    expect((await get(token, '/onboarding')).body).toMatchObject({
      onboarding_state: 'onboarding_congratulations',
      completed: true,
    });
    expect((await post(token, '/onboarding/episode_downloads', { estimated_dls_per_ep: 5 })).status).toBe(409);
  });
});
