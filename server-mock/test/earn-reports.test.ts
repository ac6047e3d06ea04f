import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from '../files/csv.ts';
import { isoOf, today } from '../state/dates.ts';
import { type TestServer, useServer } from './helpers.ts';

let server: TestServer;
let publisher: string;
useServer(['publisher@podspot.test'], (s, tokens) => {
  server = s;
  [publisher] = tokens;
});

const start = isoOf(today(Date.now()) - 90);
const end = isoOf(today(Date.now()));
const range = `start_date=${start}&end_date=${end}`;
type Row = { podcast_id: number; name: string; earnings: number; ep_download_count_daily: number };
const sum = (rows: Row[], key: 'earnings' | 'ep_download_count_daily') => rows.reduce((s, r) => s + r[key], 0);
const ownPodcastIds = (email: string) => {
  const user = server.ctx.store.users.find((u) => u.email === email)!;
  return server.ctx.store.podcasts.filter((p) => p.owner_id === user.id).map((p) => p.id);
};

describe('GET /earn/publisher/report', () => {
  it('has a row for every podcast of the user, zero rows included, and totals equal to the sum of the rows', async () => {
    const res = await server.call('GET', `/earn/publisher/report?${range}`, { token: publisher });
    expect(res.status).toBe(200);
    const rows: Row[] = res.body.podcast_data;
    expect(rows.map((r) => r.podcast_id).sort()).toEqual(ownPodcastIds('publisher@podspot.test').sort());
    expect(rows.some((r) => r.earnings === 0 && r.ep_download_count_daily === 0)).toBe(true);
    const totals = res.body.podcast_totals.at(-1);
    expect(totals.earnings).toBeGreaterThan(0);
    expect(totals.earnings).toBeCloseTo(sum(rows, 'earnings'), 2);
    expect(totals.downloads).toBe(sum(rows, 'ep_download_count_daily'));
    expect(rows.map((r) => r.earnings)).toEqual([...rows.map((r) => r.earnings)].sort((a, b) => b - a));
  });

  it('agrees with the daily report for the same range and advertiser filter', async () => {
    const advertiserId = server.ctx.store.campaigns.find((c) => c.name === 'Deep Sea Stories')!.advertiser_podcast_id;
    for (const filter of ['', `&advertiser_id=${advertiserId}`]) {
      const report = await server.call('GET', `/earn/publisher/report?${range}${filter}`, { token: publisher });
      const daily = await server.call('GET', `/earn/publisher/earnings?${range}${filter}`, { token: publisher });
      expect(report.body.podcast_totals.at(-1).earnings).toBeCloseTo(daily.body.total_earnings, 2);
      expect(report.body.podcast_totals.at(-1).downloads).toBe(daily.body.total_downloads);
    }
  });

  it('narrows to one podcast with podcast_id', async () => {
    const [id] = ownPodcastIds('publisher@podspot.test');
    const res = await server.call('GET', `/earn/publisher/report?${range}&podcast_id=${id}`, { token: publisher });
    expect(res.body.podcast_data.map((r: Row) => r.podcast_id)).toEqual([id]);
  });

  it.each([
    ['start_date=2026-02-30&end_date=2026-03-01', 'start_date'],
    ['start_date=2026-03-01', 'end_date'],
    ['start_date=2026-03-02&end_date=2026-03-01', 'end_date'],
    [`${range}&podcast_id=abc`, 'podcast_id'],
    [`${range}&advertiser_id=-1`, 'advertiser_id'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await server.call('GET', `/earn/publisher/report?${query}`, { token: publisher });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });

  it("answers 404 for another publisher's podcast, on every report call", async () => {
    const [otherId] = ownPodcastIds('nopayout@podspot.test');
    for (const path of ['/earn/publisher/report', '/earn/publisher/report/download', '/earn/publisher/earnings']) {
      const res = await server.call('GET', `${path}?${range}&podcast_id=${otherId}`, { token: publisher });
      expect(res).toMatchObject({ status: 404, body: { detail: { podcast_id: expect.any(String) } } });
    }
  });

  it('needs a token and the publisher role', async () => {
    expect((await server.call('GET', `/earn/publisher/report?${range}`)).status).toBe(401);
    const advertiser = await server.signIn('advertiser@podspot.test');
    expect((await server.call('GET', `/earn/publisher/report?${range}`, { token: advertiser })).status).toBe(403);
    expect((await server.call('GET', `/earn/publisher/report/download?${range}`, { token: advertiser })).status).toBe(
      403,
    );
  });

  it('refuses a daily range longer than 20 years', async () => {
    const res = await server.call('GET', '/earn/publisher/earnings?start_date=1900-01-01&end_date=2026-01-01', {
      token: publisher,
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { start_date: expect.any(String) } } });
  });
});

describe('GET /earn/publisher/report/download', () => {
  it('is a CSV attachment with one row per podcast and a Totals row equal to the JSON report', async () => {
    const res = await server.call('GET', `/earn/publisher/report/download?${range}`, { token: publisher });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="publisher_earnings_report_${start}_${end}.csv"`,
    );
    const rows = parseCsv(res.body);
    const json = await server.call('GET', `/earn/publisher/report?${range}`, { token: publisher });
    expect(rows[0]).toEqual(['Podcast', 'Earnings (USD)', 'Downloads']);
    expect(rows).toHaveLength(json.body.podcast_data.length + 2);
    expect(rows.at(-1)).toEqual([
      'Totals',
      json.body.podcast_totals[0].earnings.toFixed(2),
      String(json.body.podcast_totals[0].downloads),
    ]);
    const csvSum = rows.slice(1, -1).reduce((s, r) => s + Math.round(Number(r[1]) * 100), 0);
    expect(csvSum).toBe(Math.round(json.body.podcast_totals[0].earnings * 100));
  });

  it("with podcast_id and advertiser_id holds that podcast's row and its totals", async () => {
    const [id] = ownPodcastIds('publisher@podspot.test');
    const advertisers = (await server.call('GET', '/earn/advertisers', { token: publisher })).body.advertisers;
    const query = `${range}&podcast_id=${id}&advertiser_id=${advertisers[0].id}`;
    const rows = parseCsv(
      (await server.call('GET', `/earn/publisher/report/download?${query}`, { token: publisher })).body,
    );
    const json = (await server.call('GET', `/earn/publisher/report?${query}`, { token: publisher })).body;
    expect(rows).toHaveLength(3);
    expect(rows[1][0]).toBe(server.ctx.store.podcasts.find((p) => p.id === id)!.name);
    expect(rows[1][1]).toBe(json.podcast_data[0].earnings.toFixed(2));
    expect(rows[2]).toEqual(['Totals', rows[1][1], rows[1][2]]);
  });

  it('quotes and neutralises podcast names a spreadsheet would run as formulas', async () => {
    const [id] = ownPodcastIds('publisher@podspot.test');
    const podcast = server.ctx.store.podcasts.find((p) => p.id === id)!;
    const original = podcast.name;
    podcast.name = '=HYPERLINK("http://evil.test","Click, me")';
    try {
      const res = await server.call('GET', `/earn/publisher/report/download?${range}&podcast_id=${id}`, {
        token: publisher,
      });
      expect(res.body.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.test"",""Click, me""\)",/);
      expect(parseCsv(res.body)[1][0]).toBe(`'${podcast.name}`);
    } finally {
      podcast.name = original;
    }
  });
});

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['-12.50', '-12.50'],
    [' padded', '" padded"'],
    [42, '42'],
    [null, ''],
  ])('%j → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('reads back what it writes (formula text comes back with its leading quote)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const back = parseCsv(toCsv(rows));
          const expected = rows.map((r) =>
            r.map((v) => (/^[=+\-@\t\r]/.test(v) && !/^[+-]?\d+(\.\d+)?$/.test(v) ? `'${v}` : v)),
          );
          expect(back).toEqual(expected);
        },
      ),
    );
  });
});
