import { describe, expect, it } from 'vitest';
import { parseCsv } from '../files/csv.ts';
import { isoOf, today } from '../state/dates.ts';
import { type TestServer, useServer } from './helpers.ts';

let server: TestServer;
let advertiser: string;
useServer(['advertiser@podspot.test'], (s, tokens) => {
  server = s;
  [advertiser] = tokens;
});

const start = isoOf(today(Date.now()) - 120);
const end = isoOf(today(Date.now()));
const range = `start_date=${start}&end_date=${end}`;
const get = (path: string, token = advertiser) => server.call('GET', path, { token });
type ReportRow = {
  id: number;
  spend: number;
  impressions: number;
  cpm: number | null;
  acquisitions: number;
  cpa: number | null;
  downloads: number;
  cpd: number | null;
};
const cents = (dollars: number) => Math.round(dollars * 100);

describe('filter options', () => {
  it('lists the publisher podcasts the campaigns run on and the advertiser podcasts, by name', async () => {
    const pubs = await get('/advertise/publishers');
    const podspots = (await get('/advertise/podspots')).body.data.data.podspots;
    const ids = pubs.body.publishers.map((p: { id: number }) => p.id);
    expect(new Set(ids)).toEqual(
      new Set(podspots.map((p: { publisher_podcast_id: number }) => p.publisher_podcast_id)),
    );
    const names = pubs.body.publishers.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const advs = await get('/advertise/advertisers');
    expect(advs.body.advertisers.map((a: { id: number }) => a.id)).toEqual([
      ...new Set(podspots.map((p: { advertiser_podcast_id: number }) => p.advertiser_podcast_id)),
    ]);
  });

  it.each([
    '/advertise/publishers',
    '/advertise/advertisers',
    '/advertise/podspots',
    `/advertise/advertiser/spend?${range}`,
    `/advertise/advertiser/report?${range}`,
    `/advertise/advertiser/report/download?${range}`,
  ])('%s: 401 without token, 403 for a publisher', async (path) => {
    expect((await server.call('GET', path)).status).toBe(401);
    expect((await get(path, await server.signIn('publisher@podspot.test'))).status).toBe(403);
  });
});

describe('GET /advertise/podspots', () => {
  it("answers the advertiser's podspots only, with the campaign budget and the podspot's lifetime spend", async () => {
    const { store } = server.ctx;
    const me = store.users.find((u) => u.email === 'advertiser@podspot.test')!;
    const podspots = (await get('/advertise/podspots')).body.data.data.podspots;
    const mine = store.podspots.filter(
      (p) => store.campaigns.find((c) => c.id === p.campaign_id)!.advertiser_id === me.id,
    );
    expect(podspots).toHaveLength(mine.length);
    const live = podspots.find((p: { spend_lifetime: number }) => p.spend_lifetime > 0);
    const series = store.series.find((s) => s.podspot_id === live.id)!;
    expect(cents(live.spend_lifetime)).toBe(series.spend_cents.reduce((s, v) => s + v, 0));
    expect(cents(live.budget)).toBe(store.campaigns.find((c) => c.id === live.campaign_id)!.budget_cents);
  });
});

describe('spend and report', () => {
  it('daily spend totals equal the sum of the days and the report totals', async () => {
    const spend = await get(`/advertise/advertiser/spend?${range}`);
    expect(spend.status).toBe(200);
    expect(spend.body.data).toHaveLength(121);
    expect(cents(spend.body.total_spend)).toBe(
      spend.body.data.reduce((s: number, d: { spend: number }) => s + cents(d.spend), 0),
    );
    const report = await get(`/advertise/advertiser/report?${range}`);
    const totals = report.body.totals.at(-1);
    expect(cents(totals.spend)).toBe(cents(spend.body.total_spend));
    expect(totals.impressions).toBe(spend.body.total_impressions);
    const rows: ReportRow[] = report.body.data;
    expect(cents(totals.spend)).toBe(rows.reduce((s, r) => s + cents(r.spend), 0));
    for (const key of ['impressions', 'acquisitions', 'downloads'] as const)
      expect(totals[key]).toBe(rows.reduce((s, r) => s + r[key], 0));
    expect(totals.cpm).toBeCloseTo((totals.spend / totals.impressions) * 1000, 2);
    const row = rows.find((r) => r.impressions > 0)!;
    expect(row.cpm).toBeCloseTo((row.spend / row.impressions) * 1000, 2);
    expect(row.cpa).toBeCloseTo(row.spend / row.acquisitions, 2);
    expect(row.cpd).toBeCloseTo(row.spend / row.downloads, 2);
  });

  it('answers null ratios where nothing ran', async () => {
    const report = await get('/advertise/advertiser/report?start_date=2020-01-01&end_date=2020-01-31');
    expect(report.body.data.length).toBeGreaterThan(0);
    expect(report.body.data[0]).toMatchObject({ spend: 0, cpm: null, cpa: null, cpd: null });
    expect(report.body.totals[0]).toMatchObject({ spend: 0, impressions: 0, cpm: null, cpa: null, cpd: null });
  });

  it('maps the filters as documented: podcast_id/publisher_id on spend and report, swapped on the CSV', async () => {
    const [advertiserPodcast] = (await get('/advertise/advertisers')).body.advertisers;
    const report = await get(`/advertise/advertiser/report?${range}`);
    const top: ReportRow = report.body.data[0];
    const spend = await get(
      `/advertise/advertiser/spend?${range}&podcast_id=${top.id}&publisher_id=${advertiserPodcast.id}`,
    );
    expect(cents(spend.body.total_spend)).toBe(cents(top.spend));
    const one = await get(
      `/advertise/advertiser/report?${range}&podcast_id=${top.id}&publisher_id=${advertiserPodcast.id}`,
    );
    expect(one.body.data.map((r: ReportRow) => r.id)).toEqual([top.id]);
    const csv = await get(
      `/advertise/advertiser/report/download?${range}&publisher_id=${top.id}&podcast_id=${advertiserPodcast.id}`,
    );
    const rows = parseCsv(csv.body);
    expect(rows).toHaveLength(3);
    expect(rows[2].slice(0, 3)).toEqual(['Totals', top.spend.toFixed(2), String(top.impressions)]);
  });

  it('the CSV matches the report, row for row', async () => {
    const csv = await get(`/advertise/advertiser/report/download?${range}`);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="advertiser_spend_report_${start}_${end}.csv"`,
    );
    const rows = parseCsv(csv.body);
    const report = (await get(`/advertise/advertiser/report?${range}`)).body;
    expect(rows[0]).toEqual([
      'Podcast',
      'Spend (USD)',
      'Impressions',
      'CPM (USD)',
      'Acquisitions',
      'CPA (USD)',
      'Downloads',
      'CPD (USD)',
    ]);
    expect(rows).toHaveLength(report.data.length + 2);
    const t = report.totals[0];
    expect(rows.at(-1)).toEqual([
      'Totals',
      t.spend.toFixed(2),
      String(t.impressions),
      t.cpm.toFixed(2),
      String(t.acquisitions),
      t.cpa.toFixed(2),
      String(t.downloads),
      t.cpd.toFixed(2),
    ]);
  });

  it.each([
    [`/advertise/advertiser/spend?${range}&podcast_id=abc`, 400, 'podcast_id'],
    [`/advertise/advertiser/report?${range}&publisher_id=1x`, 400, 'publisher_id'],
    ['/advertise/advertiser/spend?start_date=2026-13-01&end_date=2026-12-01', 400, 'start_date'],
    [`/advertise/advertiser/spend?${range}&publisher_id=ADV_OF_OTHER`, 404, 'publisher_id'],
    [`/advertise/advertiser/report?${range}&podcast_id=NOT_MY_PUBLISHER`, 404, 'podcast_id'],
    [`/advertise/advertiser/report/download?${range}&podcast_id=ADV_OF_OTHER`, 404, 'podcast_id'],
    [`/advertise/advertiser/report/download?${range}&publisher_id=NOT_MY_PUBLISHER`, 404, 'publisher_id'],
  ])('%s → %i naming %s', async (path, status, field) => {
    const { store } = server.ctx;
    const brand = store.users.find((u) => u.email === 'brand1@podspot.test')!;
    const otherAdv = store.campaigns.find((c) => c.advertiser_id === brand.id)!.advertiser_podcast_id;
    const notMine = store.podcasts.find((p) => p.owner_id === null)!.id;
    const res = await get(path.replace('ADV_OF_OTHER', String(otherAdv)).replace('NOT_MY_PUBLISHER', String(notMine)));
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });
});

describe('PUT /podspot/{id}', () => {
  const body = {
    podspot_rss_content_title: '  New title  ',
    podspot_rss_content_description: 'New description, with a comma.',
  };
  const podspotOf = (email: string) => {
    const { store } = server.ctx;
    const user = store.users.find((u) => u.email === email)!;
    return store.podspots.find((p) => store.campaigns.find((c) => c.id === p.campaign_id)!.advertiser_id === user.id)!;
  };

  it('lets the campaign owner edit title and description, trimmed', async () => {
    const podspot = podspotOf('advertiser@podspot.test');
    const res = await server.call('PUT', `/podspot/${podspot.id}`, { token: advertiser, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: podspot.id,
      podspot_rss_content_title: 'New title',
      podspot_rss_content_description: body.podspot_rss_content_description,
    });
    const listed = (await get('/advertise/podspots')).body.data.data.podspots.find(
      (p: { id: number }) => p.id === podspot.id,
    );
    expect(listed.podspot_rss_content_title).toBe('New title');
  });

  it.each([
    [{ ...body, podspot_rss_content_title: '   ' }, 'podspot_rss_content_title'],
    [{ ...body, podspot_rss_content_title: '' }, 'podspot_rss_content_title'],
    [{ ...body, podspot_rss_content_title: 'x'.repeat(121) }, 'podspot_rss_content_title'],
    [{ ...body, podspot_rss_content_description: 'x'.repeat(1001) }, 'podspot_rss_content_description'],
    [{ podspot_rss_content_title: 'Only a title' }, 'podspot_rss_content_description'],
    [{ ...body, podspot_rss_content_title: 5 }, 'podspot_rss_content_title'],
  ])('answers 400 for %j', async (bad, field) => {
    const res = await server.call('PUT', `/podspot/${podspotOf('advertiser@podspot.test').id}`, {
      token: advertiser,
      body: bad,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });

  it("answers 404 for another advertiser's podspot or an unknown id, 403 for a publisher, 401 without token", async () => {
    const other = podspotOf('brand1@podspot.test');
    expect((await server.call('PUT', `/podspot/${other.id}`, { token: advertiser, body })).status).toBe(404);
    expect(other.title).not.toBe('New title');
    expect((await server.call('PUT', '/podspot/abc', { token: advertiser, body })).status).toBe(404);
    const publisher = await server.signIn('publisher@podspot.test');
    expect((await server.call('PUT', `/podspot/${other.id}`, { token: publisher, body })).status).toBe(403);
    expect((await server.call('PUT', `/podspot/${other.id}`, { body })).status).toBe(401);
  });
});
