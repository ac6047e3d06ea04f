// The optional list parameters of GET /earn/opportunities (podcast_id, campaign_limit) and GET /earn/podspots
// (podcast_id, tab, offset, limit), and the `total` both answer: what a dashboard needs without the whole lists.
import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

/** What these tests read of opportunity and podspot rows. */
type Row = {
  id: number;
  campaign_id: number;
  publisher_podcast_id: number;
  aasm_state?: string;
  status?: string | null;
};
let server: TestServer;
let publisher: string;
useServer(
  ['publisher@podspot.test'],
  (s, tokens) => {
    server = s;
    [publisher] = tokens;
  },
  { resetEach: true },
);

const get = (path: string) => server.call('GET', path, { token: publisher });
const ids = (rows: Row[]) => rows.map((r) => r.id);
const campaignsInOrder = (rows: Row[]) => [...new Set(rows.map((r) => r.campaign_id))];

describe('GET /earn/opportunities: podcast_id, campaign_limit, total', () => {
  it('answers the same list as before plus total when no parameter is given', async () => {
    const { body } = await get('/earn/opportunities?rejected=false');
    expect(body.total).toBe(body.data.opportunities.length);
  });

  it('keeps whole campaigns: the n with the newest opportunities, newest first; total counts them all', async () => {
    const all: Row[] = (await get('/earn/opportunities')).body.data.opportunities;
    const campaigns = campaignsInOrder(all);
    expect(campaigns.length).toBeGreaterThan(2);
    for (const n of [1, 2, campaigns.length, campaigns.length + 5]) {
      const { status, body } = await get(`/earn/opportunities?campaign_limit=${n}`);
      expect(status).toBe(200);
      expect(body.data.opportunities).toEqual(all.filter((o) => campaigns.slice(0, n).includes(o.campaign_id)));
      expect(body.total).toBe(all.length);
    }
  });

  it("filters to one podcast (the rejected count stays every podcast's)", async () => {
    const all = (await get('/earn/opportunities')).body;
    const podcastId = all.data.opportunities[0].publisher_podcast_id;
    const { body } = await get(`/earn/opportunities?podcast_id=${podcastId}&campaign_limit=1`);
    const mine = all.data.opportunities.filter((o: Row) => o.publisher_podcast_id === podcastId);
    expect(body.total).toBe(mine.length);
    expect(ids(body.data.opportunities)).toEqual(ids(mine.filter((o: Row) => o.campaign_id === mine[0].campaign_id)));
    expect(body.rejected_opportunities).toBe(all.rejected_opportunities);
    expect((await get('/earn/opportunities?podcast_id=all')).body.total).toBe(all.total);
  });

  it('applies them to the not-interested list too; opportunitiesCount counts the filtered list', async () => {
    const all = (await get('/earn/opportunities?rejected=true')).body;
    expect(all.total).toBe(all.rejected_opportunities);
    const { body } = await get('/earn/opportunities?rejected=true&campaign_limit=1');
    expect(campaignsInOrder(body.data.opportunities)).toEqual(campaignsInOrder(all.data.opportunities).slice(0, 1));
    for (const o of body.data.opportunities) expect(o.opportunitiesCount).toBe(body.data.opportunities.length);
  });

  it.each([
    ['campaign_limit=0', 'campaign_limit'],
    ['campaign_limit=-1', 'campaign_limit'],
    ['campaign_limit=1.5', 'campaign_limit'],
    ['campaign_limit=abc', 'campaign_limit'],
    ['campaign_limit=1001', 'campaign_limit'],
    ['podcast_id=x1', 'podcast_id'],
  ])('answers 400 for %s', async (query, field) => {
    expect(await get(`/earn/opportunities?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});

describe('GET /earn/podspots: podcast_id, tab, offset, limit, total', () => {
  it('answers the same list as before plus total when no parameter is given', async () => {
    const { body } = await get('/earn/podspots');
    expect(body.total).toBe(body.data.podspots.length);
  });

  it.each([
    ['draft', (p: Row) => p.aasm_state === 'draft'],
    ['active', (p: Row) => (p.aasm_state === 'approved' && p.status === 'active') || p.aasm_state === 'pending'],
    ['inactive', (p: Row) => p.aasm_state === 'approved' && p.status === 'inactive'],
    ['pending', (p: Row) => p.aasm_state === 'pending'],
    ['approved', (p: Row) => p.aasm_state === 'approved'],
    ['all', () => true],
  ])('tab=%s keeps the rows of that tab, newest first', async (tab, rule) => {
    const all: Row[] = (await get('/earn/podspots')).body.data.podspots;
    const { body } = await get(`/earn/podspots?tab=${tab}`);
    expect(ids(body.data.podspots)).toEqual(ids(all.filter(rule)));
    expect(body.total).toBe(body.data.podspots.length);
  });

  it('pages with offset and limit; total is the filtered length; limit=0 answers only the counts', async () => {
    const all: Row[] = (await get('/earn/podspots')).body.data.podspots;
    expect(all.length).toBeGreaterThan(4);
    const page = (await get('/earn/podspots?offset=1&limit=2')).body;
    expect(ids(page.data.podspots)).toEqual(ids(all.slice(1, 3)));
    expect(page.total).toBe(all.length);
    const counts = (await get('/earn/podspots?tab=draft&limit=0')).body;
    expect(counts.data.podspots).toEqual([]);
    expect(counts.total).toBe(all.filter((p) => p.aasm_state === 'draft').length);
    expect((await get(`/earn/podspots?offset=${all.length}`)).body.data.podspots).toEqual([]);
  });

  it("filters to one podcast (the archived count stays every podcast's), archived lists too", async () => {
    const all = (await get('/earn/podspots')).body;
    const podcastId = all.data.podspots[0].publisher_podcast_id;
    const { body } = await get(`/earn/podspots?podcast_id=${podcastId}&limit=1`);
    const mine = all.data.podspots.filter((p: Row) => p.publisher_podcast_id === podcastId);
    expect(ids(body.data.podspots)).toEqual(ids(mine.slice(0, 1)));
    expect(body.total).toBe(mine.length);
    expect(body.archived_podspots).toBe(all.archived_podspots);
    const archived = (await get('/earn/podspots?archived=true&limit=1')).body;
    expect(archived.total).toBe(all.archived_podspots);
    expect(archived.data.podspots.length).toBe(Math.min(1, all.archived_podspots));
  });

  it.each([
    ['tab=drafts', 'tab'],
    ['limit=-1', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=two', 'limit'],
    ['offset=-2', 'offset'],
    ['offset=0.5', 'offset'],
    ['podcast_id=12a', 'podcast_id'],
  ])('answers 400 for %s', async (query, field) => {
    expect(await get(`/earn/podspots?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});
