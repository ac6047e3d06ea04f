import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../scenarios/index.ts';
import { today } from '../state/dates.ts';
import { extendSeries, lifecycleTick } from '../state/lifecycle.ts';
import { isMp3 } from '../files/mp3.ts';
import { checkAgainstContract, startServer } from './helpers.ts';

const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const TODAY = () => new Date().toISOString().slice(0, 10);

type Server = Awaited<ReturnType<typeof startServer>>;
async function upload(server: Server, token: string, id: number, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'read.mp3');
  const res = await fetch(`${server.base}/api/earn/podspot/${id}/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  checkAgainstContract('POST', `/earn/podspot/${id}/upload`, res.status, body);
  return { status: res.status, body };
}
const earningsToday = async (server: Server, token: string, filter: string) =>
  (await server.call('GET', `/earn/publisher/earnings?start_date=${TODAY()}&end_date=${TODAY()}&${filter}`, { token }))
    .body.total_earnings;

describe('the publisher life cycle', () => {
  let server: Server;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn('publisher@podspot.test');
  });
  afterAll(() => server.close());

  it('goes opportunity → accept → upload → smart feed → pending → approved → earnings', async () => {
    // A podcast whose smart feed is not integrated yet, and an opportunity on it.
    const { publishers } = (await server.call('GET', '/earn/publishers', { token })).body;
    const feeds = await Promise.all(
      publishers.map(async (p: { id: number }) => ({
        id: p.id,
        ...(await server.call('GET', `/earn/podcast/${p.id}/smart_feed`, { token })).body,
      })),
    );
    const podcastId = feeds.find((f) => !f.feed_integrated)!.id;
    const opportunity = (await server.call('GET', '/earn/opportunities', { token })).body.data.opportunities.find(
      (o: { publisher_podcast_id: number }) => o.publisher_podcast_id === podcastId,
    );
    expect(await earningsToday(server, token, `podcast_id=${podcastId}`)).toBe(0);

    const accepted = await server.call('POST', `/earn/opportunity/${opportunity.id}/accept`, { token });
    expect(accepted.body).toMatchObject({ aasm_state: 'draft', podspot_uploaded: false, apple_feed_integrated: false });
    const id = accepted.body.id;

    const uploaded = await upload(server, token, id, MP3);
    expect(uploaded.body).toMatchObject({ aasm_state: 'draft', podspot_uploaded: true });

    const integrated = await server.call('POST', `/earn/podcast/${podcastId}/smart_feed/accept`, { token });
    expect(integrated.body.feed_integrated).toBe(true);
    expect(integrated.body.pending_podspot_ids).toContain(id);
    expect((await server.call('GET', `/earn/podspot/${id}`, { token })).body).toMatchObject({
      aasm_state: 'pending',
      status: null,
      apple_feed_integrated: true,
    });
    expect((await server.call('GET', `/earn/podcast/${podcastId}/smart_feed`, { token })).body.feed_integrated).toBe(
      true,
    );

    const approved = await server.call('POST', '/__mock/approve_pending', { body: { podspot_id: id } });
    expect(approved.body).toEqual({ approved: [id] });
    const row = (await server.call('GET', `/earn/podspot/${id}`, { token })).body;
    expect(row).toMatchObject({ aasm_state: 'approved', status: 'active' });
    expect(row.earnings_last_30_days).toBeGreaterThan(0);
    expect(row.earnings_lifetime).toBe(row.earnings_last_30_days); // it started today
    const report = await earningsToday(
      server,
      token,
      `podcast_id=${podcastId}&advertiser_id=${row.advertiser_podcast_id}`,
    );
    expect(report).toBeGreaterThan(0);
    expect(report).toBeCloseTo(row.earnings_last_30_days, 2);
  });

  it("rejects a non-MP3, hides other publishers' podspots, and refuses advertisers", async () => {
    const draft = (await server.call('GET', '/earn/podspots', { token })).body.data.podspots.find(
      (p: { aasm_state: string }) => p.aasm_state === 'draft',
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await upload(server, token, draft.id, png)).toEqual({
      status: 400,
      body: { detail: { file: 'Please upload a valid .mp3 file' } },
    });
    expect(await upload(server, token, draft.id, Buffer.from('ID! not an mp3'))).toMatchObject({ status: 400 });
    const theirs = (await server.call('GET', '/earn/podspots', { token: await server.signIn('both@podspot.test') }))
      .body.data.podspots[0];
    expect((await upload(server, token, theirs.id, MP3)).status).toBe(404);
    expect((await server.call('GET', `/earn/podspot/${theirs.id}`, { token })).status).toBe(404);
    const advertiser = await server.signIn('advertiser@podspot.test');
    expect((await upload(server, advertiser, draft.id, MP3)).status).toBe(403);
    expect((await server.call('GET', '/earn/podspots', { token: advertiser })).status).toBe(403);
  });

  it('approves every pending podspot without a body; validates podspot_id', async () => {
    const pending = server.ctx.store.podspots.filter((p) => p.aasm_state === 'pending').map((p) => p.id);
    expect(pending.length).toBeGreaterThan(0);
    expect((await server.call('POST', '/__mock/approve_pending')).body.approved.sort()).toEqual(pending.sort());
    expect(server.ctx.store.podspots.some((p) => p.aasm_state === 'pending')).toBe(false);
    expect((await server.call('POST', '/__mock/approve_pending', { body: { podspot_id: 'x' } })).status).toBe(400);
    expect((await server.call('POST', '/__mock/approve_pending', { body: { podspot_id: pending[0] } })).status).toBe(
      404,
    );
  });
});

describe('automatic approval (approveAfterSeconds)', () => {
  it.each([
    [0, 'pending'],
    [60, 'pending'],
    [1, 'approved'],
  ])('with %i s, a podspot pending for 2 s is %s', async (seconds, state) => {
    const server = await startServer({ approveAfterSeconds: seconds });
    try {
      // On a slow machine the scenario's own pending podspots could pass 1 s before the first call: hold them back.
      for (const p of server.ctx.store.podspots) if (p.aasm_state === 'pending') p.pending_since = Date.now() + 600_000;
      const token = await server.signIn('publisher@podspot.test');
      const listed = (await server.call('GET', '/earn/podspots', { token })).body.data.podspots;
      const pending = server.ctx.store.podspots.find(
        (p) => p.id === listed.find((r: { aasm_state: string }) => r.aasm_state === 'pending').id,
      )!;
      pending.pending_since = Date.now() - 2000;
      // Checked lazily: the next signed-in call moves it.
      const res = await server.call('GET', '/earn/podspots', { token });
      const row = res.body.data.podspots.find((p: { id: number }) => p.id === pending.id);
      expect(row.aasm_state).toBe(state);
      if (state === 'approved') expect(row.earnings_last_30_days).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('state helpers', () => {
  it('extends the active series of a server left running, with the same figures every time', async () => {
    const grow = async () => {
      const store = await loadScenario('demo');
      const podspot = store.podspots.find((p) => p.aasm_state === 'approved' && p.status === 'active')!;
      const series = store.series.find((s) => s.podspot_id === podspot.id)!;
      for (const field of [
        'impressions',
        'acquisitions',
        'acquired_downloads',
        'earnings_cents',
        'spend_cents',
      ] as const) {
        series[field] = series[field].slice(0, -2); // as if built two days ago
      }
      expect(lifecycleTick(store, 0, Date.now())).toBe(true);
      expect(series.first_day + series.impressions.length - 1).toBe(today(Date.now()));
      expect(extendSeries(store, podspot, today(Date.now()))).toBe(false);
      return [...series.earnings_cents.slice(-2)];
    };
    const first = await grow();
    expect(first.every((c) => c > 0)).toBe(true);
    expect(await grow()).toEqual(first);
  });

  it.each([
    ['ID3v2 tag', true, [0x49, 0x44, 0x33, 3, 0]],
    ['MPEG frame sync', true, [0xff, 0xfb, 0x90, 0x64]],
    ['PNG', false, [0x89, 0x50, 0x4e, 0x47]],
    ['half a sync', false, [0xff, 0x1f]],
    ['empty', false, []],
  ])('isMp3: %s → %s', (_label, expected, bytes) => {
    expect(isMp3(Uint8Array.from(bytes as number[]))).toBe(expected);
  });
  it('isMp3 accepts the sample podspot', () => expect(isMp3(MP3)).toBe(true));
});
