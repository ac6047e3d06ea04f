import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PodspotRow } from '../state/earn-rows.ts';
import { checkAgainstContract, type TestServer, useServer } from './helpers.ts';

const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const NOT_MP3 = { file: 'Please upload a valid .mp3 file' };
const PODSPOT_FIELDS = [
  'id',
  'campaign_id',
  'campaign_name',
  'campaign_art_work',
  'aasm_state',
  'status',
  'podspot_rss_content_title',
  'podspot_rss_content_description',
  'podspot_audio_url',
  'estimated_dls_per_ep',
  'cpm',
  'earnings_last_30_days',
  'earnings_lifetime',
  'advertiser_full_name',
  'advertiser_podcast_id',
  'advertiser_podcast_art_work',
  'publisher_podcast_id',
  'publisher_podcast_name',
  'publisher_podcast_art_work',
  'apple_feed_integrated',
  'podspot_uploaded',
  'created_at',
  'archived',
];

type Row = PodspotRow & { monthly_estimate?: number };
let server: TestServer;
let publisher: string;
let advertiser: string;
let both: string;
useServer(
  ['publisher@podspot.test', 'advertiser@podspot.test', 'both@podspot.test'],
  (s, tokens) => {
    server = s;
    [publisher, advertiser, both] = tokens;
  },
  { resetEach: true },
);

const rows = async (token: string, archived = false): Promise<Row[]> =>
  (await server.call('GET', `/earn/podspots?archived=${archived}`, { token })).body.data.podspots;
const find = async (predicate: (r: Row) => boolean, archived = false) =>
  (await rows(publisher, archived)).find(predicate)!;
const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function upload(id: number, bytes: Uint8Array, opts: { token?: string; name?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), opts.name ?? 'read.mp3');
  const res = await fetch(`${server.base}/api/earn/podspot/${id}/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${opts.token ?? publisher}` },
  });
  const body = await res.json();
  checkAgainstContract('POST', `/earn/podspot/${id}/upload`, res.status, body);
  return { status: res.status, body };
}

/** The text a pdf-lib PDF draws: the hex strings of its (deflated) content streams. */
function pdfText(bytes: Buffer): string {
  const latin = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    let text: string;
    try {
      text = inflateSync(bytes.subarray(start, latin.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    // WinAnsi is latin1 but for a few code points; the bullet (0x95) is the one the scripts use.
    for (const [, hex] of text.matchAll(/<([0-9A-F]+)> Tj/g))
      out.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x95/g, '•'));
  }
  return out.join('\n');
}
async function download(path: string, token = publisher) {
  const res = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /earn/podspots', () => {
  it('lists every documented field, figures that agree with the earnings report, newest first', async () => {
    const active = await rows(publisher);
    const archived = await rows(publisher, true);
    expect(active.length).toBeGreaterThan(4);
    expect((await server.call('GET', '/earn/podspots', { token: publisher })).body.archived_podspots).toBe(
      archived.length,
    );
    for (const r of [...active, ...archived]) {
      for (const field of PODSPOT_FIELDS) expect(r, field).toHaveProperty(field);
      expect(r.podspot_uploaded).toBe(r.podspot_audio_url !== null);
      if (r.podspot_audio_url) expect(r.podspot_audio_url).toMatch(/^\/api\/audio\/\w+$/);
      expect(r.earnings_lifetime).toBeGreaterThanOrEqual(r.earnings_last_30_days);
    }
    expect(active.every((r) => !r.archived) && archived.every((r) => r.archived)).toBe(true);
    expect(archived.every((r) => r.monthly_estimate === Math.round((r.estimated_dls_per_ep * r.cpm) / 1000))).toBe(
      true,
    );
    const dates = active.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      active.find((r) => r.aasm_state === 'approved' && r.status === 'active')!.earnings_last_30_days,
    ).toBeGreaterThan(0);
    // The daily report sums the same series: its last 30 days equal the rows' sum.
    const report = await server.call('GET', `/earn/publisher/earnings?start_date=${isoDay(-29)}&end_date=${isoDay()}`, {
      token: publisher,
    });
    const sum = [...active, ...archived].reduce((s, r) => s + r.earnings_last_30_days, 0);
    expect(report.body.total_earnings).toBeCloseTo(sum, 2);
  });

  it('validates archived', async () => {
    expect(await server.call('GET', '/earn/podspots?archived=yes', { token: publisher })).toMatchObject({
      status: 400,
      body: { detail: { archived: expect.any(String) } },
    });
  });
});

describe.each([
  ['GET', '/earn/podspots'],
  ['GET', '/earn/podspot/1500'],
  ['POST', '/earn/podspot/1500/archive'],
  ['GET', '/earn/podcast/1001/smart_feed'],
  ['POST', '/earn/podcast/1001/smart_feed/accept'],
  ['GET', '/earn/podcast/1001/smart_feed/download_instruction'],
  ['GET', '/earn/campaign/1420/download_instruction'],
])('%s %s access', (method, path) => {
  const body = path.endsWith('archive') ? { archived: true } : undefined;
  it('needs a token (401) and the publisher role (403)', async () => {
    expect((await server.call(method, path, { body })).status).toBe(401);
    expect((await server.call(method, path, { token: advertiser, body })).status).toBe(403);
  });
});

describe("another publisher's ids answer 404", () => {
  it.each([
    ['GET', (id: number) => `/earn/podspot/${id}`, undefined],
    ['POST', (id: number) => `/earn/podspot/${id}/archive`, { archived: true }],
  ])('%s podspot', async (method, path, body) => {
    const theirs = (await rows(both))[0];
    expect((await server.call(method, path(theirs.id), { token: publisher, body })).status).toBe(404);
    expect((await server.call(method, path(999_999), { token: publisher, body })).status).toBe(404);
    expect((await upload(theirs.id, MP3)).status).toBe(404);
  });

  it.each(['/smart_feed', '/smart_feed/download_instruction'])('podcast%s', async (suffix) => {
    const theirs = (await server.call('GET', '/earn/publishers', { token: both })).body.publishers[0].id;
    expect((await server.call('GET', `/earn/podcast/${theirs}${suffix}`, { token: publisher })).status).toBe(404);
    expect((await server.call('POST', `/earn/podcast/${theirs}/smart_feed/accept`, { token: publisher })).status).toBe(
      404,
    );
  });
});

describe('POST /earn/podspot/{id}/archive', () => {
  it.each([
    ['draft', 200, (r: Row) => r.aasm_state === 'draft'],
    ['approved inactive', 200, (r: Row) => r.aasm_state === 'approved' && r.status === 'inactive'],
    ['approved active', 409, (r: Row) => r.aasm_state === 'approved' && r.status === 'active'],
    ['pending', 409, (r: Row) => r.aasm_state === 'pending'],
  ])('archiving a %s podspot answers %i', async (_label, status, predicate) => {
    const row = await find(predicate);
    const res = await server.call('POST', `/earn/podspot/${row.id}/archive`, {
      token: publisher,
      body: { archived: true },
    });
    expect(res.status).toBe(status);
    const archivedIds = (await rows(publisher, true)).map((r) => r.id);
    expect(archivedIds.includes(row.id)).toBe(status === 200);
    if (status === 409) expect(res.body.detail.archived).toBe('Only draft and inactive campaigns can be archived.');
  });

  it('unarchives any archived podspot', async () => {
    const archived = await rows(publisher, true);
    for (const row of archived) {
      const res = await server.call('POST', `/earn/podspot/${row.id}/archive`, {
        token: publisher,
        body: { archived: false },
      });
      expect(res.body.archived).toBe(false);
    }
    expect((await server.call('GET', '/earn/podspots', { token: publisher })).body.archived_podspots).toBe(0);
  });

  it('validates the body', async () => {
    const row = await find((r) => r.aasm_state === 'draft');
    const res = await server.call('POST', `/earn/podspot/${row.id}/archive`, {
      token: publisher,
      body: { archived: 'yes' },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { archived: 'Must be a boolean.' } } });
  });
});

describe('POST /earn/podspot/{id}/upload', () => {
  const draftOn = (integrated: boolean) =>
    find((r) => r.aasm_state === 'draft' && !r.podspot_uploaded && r.apple_feed_integrated === integrated);

  it.each([
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['text', Buffer.from('just some text, not audio\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a lone 0xFF', Buffer.from([0xff, 0x10, 0x00])],
  ])('rejects %s with the documented text', async (_label, bytes) => {
    const row = await draftOn(false);
    expect(await upload(row.id, bytes)).toEqual({ status: 400, body: { detail: NOT_MP3 } });
    expect((await server.call('GET', `/earn/podspot/${row.id}`, { token: publisher })).body.podspot_uploaded).toBe(
      false,
    );
  });

  it('rejects a body that is not multipart', async () => {
    const row = await draftOn(false);
    const res = await server.call('POST', `/earn/podspot/${row.id}/upload`, { token: publisher, body: { file: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.detail.file).toMatch(/multipart\/form-data/);
  });

  it('rejects a file over 20 MB with 413', async () => {
    const row = await draftOn(false);
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    MP3.copy(big, 0, 0, 10);
    const res = await upload(row.id, big);
    expect(res.status).toBe(413);
    expect(res.body.detail.file).toMatch(/larger than 20 MB/);
  });

  it('stores a real MP3 under a random id whatever the file name, and serves it back', async () => {
    const row = await draftOn(false);
    const res = await upload(row.id, MP3, { name: '../../etc/passwd' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ podspot_uploaded: true, aasm_state: 'draft' }); // feed not integrated yet
    expect(res.body.podspot_audio_url).toMatch(/^\/api\/audio\/[0-9a-f]{24}$/);
    const stored = server.ctx.store.audio.find((a) => res.body.podspot_audio_url.endsWith(a.id))!;
    expect(stored.file_name).not.toMatch(/[/\\]|\.\./);
    const served = await fetch(`${server.base}${res.body.podspot_audio_url}`);
    expect(served.headers.get('content-type')).toMatch(/audio\/mpeg/);
    expect(Buffer.from(await served.arrayBuffer()).equals(MP3)).toBe(true);
  });

  it('puts the podspot in pending when its feed is already integrated', async () => {
    const row = await draftOn(true);
    const res = await upload(row.id, MP3);
    expect(res.body.aasm_state).toBe('pending');
    expect(server.ctx.store.podspots.find((p) => p.id === row.id)!.pending_since).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 409 for a podspot that is no longer a draft, 403 for an advertiser', async () => {
    const pending = await find((r) => r.aasm_state === 'pending');
    expect((await upload(pending.id, MP3)).status).toBe(409);
    expect((await upload(pending.id, MP3, { token: advertiser })).status).toBe(403);
  });
});

describe('smart feed', () => {
  it('answers the URL built from the podcast token and integrates it, moving uploaded drafts to pending', async () => {
    const podcastId = (await draftOnUploaded()).publisher_podcast_id;
    const token = server.ctx.store.podcasts.find((p) => p.id === podcastId)!.smart_feed_token;
    const before = await server.call('GET', `/earn/podcast/${podcastId}/smart_feed`, { token: publisher });
    expect(before.body).toEqual({ smart_feed: `${server.base}/feeds/${token}.xml`, feed_integrated: false });
    const res = await server.call('POST', `/earn/podcast/${podcastId}/smart_feed/accept`, { token: publisher });
    expect(res.body.feed_integrated).toBe(true);
    for (const r of (await rows(publisher)).filter((x) => x.publisher_podcast_id === podcastId)) {
      expect(r.apple_feed_integrated).toBe(true);
      expect(r.aasm_state).toBe(r.podspot_uploaded ? 'pending' : 'draft');
      if (r.podspot_uploaded) expect(res.body.pending_podspot_ids).toContain(r.id);
    }
    expect(
      (await rows(publisher, true))
        .filter((r) => r.publisher_podcast_id === podcastId)
        .every((r) => r.aasm_state === 'draft'),
    ).toBe(true);
  });
  const draftOnUploaded = () => find((r) => r.aasm_state === 'draft' && r.podspot_uploaded && !r.apple_feed_integrated);
});

describe('instruction PDFs', () => {
  it("downloads the smart feed steps with the podcast's URL", async () => {
    const podcast = (await server.call('GET', '/earn/publishers', { token: publisher })).body.publishers[0];
    const { res, bytes } = await download(`/earn/podcast/${podcast.id}/smart_feed/download_instruction`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="smart-feed-instruction.pdf"');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const feed = (await server.call('GET', `/earn/podcast/${podcast.id}/smart_feed`, { token: publisher })).body
      .smart_feed;
    const text = pdfText(bytes);
    expect(text).toContain('Log in to the Apple podcast publishing console and select the show.');
    expect(text).toContain(feed);
  });

  it("downloads a campaign's instructions from its script, naming the podcast of the podspot", async () => {
    const row = await find((r) => r.aasm_state === 'draft');
    const { res, bytes } = await download(
      `/earn/campaign/${row.campaign_id}/download_instruction?podspot_id=${row.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="podspot-campaign-instruction.pdf"');
    const text = pdfText(bytes);
    expect(text).toContain(`Campaign: ${row.campaign_name}`);
    expect(text).toContain(`Runs on: ${row.publisher_podcast_name}`);
    expect(text).toContain('• Keep it under 60 seconds.'); // a list item of the seeded script HTML
    expect(text).not.toMatch(/<\/?(p|li|ul|strong)>/);
  });

  it("takes the reviewed opportunity's id as podspot_id: the instructions name the podcast it would run on", async () => {
    const offered = (await server.call('GET', '/earn/opportunities', { token: publisher })).body.data.opportunities[0];
    const { res, bytes } = await download(
      `/earn/campaign/${offered.campaign_id}/download_instruction?podspot_id=${offered.id}`,
    );
    expect(res.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain(`Campaign: ${offered.campaign_name}`);
    expect(text).toContain(`Runs on: ${offered.publisher_podcast_name}`);
    expect(text).not.toContain('Podspot title:');
    const other = (await server.call('GET', '/earn/opportunities', { token: publisher })).body.data.opportunities.find(
      (o: { campaign_id: number }) => o.campaign_id !== offered.campaign_id,
    );
    expect(
      (
        await server.call('GET', `/earn/campaign/${offered.campaign_id}/download_instruction?podspot_id=${other.id}`, {
          token: publisher,
        })
      ).status,
    ).toBe(404);
  });

  it('serves an offered campaign without a podspot id, and 404s what the publisher was never offered', async () => {
    const offered = (await server.call('GET', '/earn/opportunities', { token: publisher })).body.data.opportunities[0];
    expect((await download(`/earn/campaign/${offered.campaign_id}/download_instruction`)).res.status).toBe(200);
    const newpub = await server.signIn('newpub@podspot.test'); // a publisher without podcasts was offered nothing
    expect(
      (await server.call('GET', `/earn/campaign/${offered.campaign_id}/download_instruction`, { token: newpub }))
        .status,
    ).toBe(404);
    expect((await server.call('GET', '/earn/campaign/999999/download_instruction', { token: publisher })).status).toBe(
      404,
    );
    const other = await find((r) => r.campaign_id !== offered.campaign_id);
    expect(
      (
        await server.call('GET', `/earn/campaign/${offered.campaign_id}/download_instruction?podspot_id=${other.id}`, {
          token: publisher,
        })
      ).status,
    ).toBe(404);
    expect(
      await server.call('GET', `/earn/campaign/${offered.campaign_id}/download_instruction?podspot_id=abc`, {
        token: publisher,
      }),
    ).toMatchObject({ status: 400, body: { detail: { podspot_id: 'Must be an integer.' } } });
  });
});
