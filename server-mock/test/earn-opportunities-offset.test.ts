// GET /earn/opportunities paged from an offset: the inbox's 'Show more' (row_limit + offset, whole campaign groups),
// the widget's one-podcast scope (scope_podcast_id) and the not-interested list (rejected=true, limit + offset). Pages
// read one after another must give the list the browser would arrange from the whole list (sdk/core), each item once.
import { beforeEach, describe, expect, it } from 'vitest';
import { facetsPage } from '@sdk/core/opportunity-facet-page.ts';
import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, type OpportunityFields, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { groupsFrom, itemsFrom } from '@sdk/core/paging.ts';
import { useServer, type TestServer } from './helpers.ts';

type Row = OpportunityFields & { id: number };
let server: TestServer;
let publisher: string;
useServer(
  ['publisher@podspot.test'],
  (s, [token]) => {
    server = s;
    publisher = token;
  },
  { resetEach: true },
);

const get = (path: string) => server.call('GET', path, { token: publisher });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const post = (id: number, rejected: boolean) =>
  server.call('POST', `/earn/opportunity/${id}/reject`, { token: publisher, body: { rejected } });

/** Reads every page of `query` (offset = groups drawn so far, as 'Show more' asks) until the server has no more. */
async function allPages(query: URLSearchParams, rows: number) {
  const pages: { data: { opportunities: Row[] }; total: number; campaigns: number; facets?: unknown }[] = [];
  let groups = 0;
  for (;;) {
    const params = new URLSearchParams(query);
    params.set('row_limit', String(rows));
    params.set('offset', String(groups));
    const { status, body } = await get(`/earn/opportunities?${params}`);
    expect(status).toBe(200);
    pages.push(body);
    groups += new Set(body.data.opportunities.map((o: Row) => o.campaign_id)).size;
    if (groups >= body.campaigns || pages.length > 500) return pages;
  }
}

describe('GET /earn/opportunities?row_limit&offset', () => {
  let all: Row[];
  beforeEach(async () => {
    all = (await get('/earn/opportunities')).body.data.opportunities;
    expect(new Set(all.map((o) => o.campaign_id)).size).toBeGreaterThan(3);
  });

  it.each<[string, (all: Row[]) => { advertiser?: string; podcastId?: number; sort?: OpportunitySort }, number]>([
    ['newest first, a row a page', () => ({}), 1],
    ['newest first, three rows a page', () => ({}), 3],
    ['by advertiser name', () => ({ sort: 'advertiser' }), 2],
    ['budget high to low', () => ({ sort: 'budget_high' }), 2],
    ['one podcast, by name', (a) => ({ podcastId: a[0].publisher_podcast_id, sort: 'advertiser' }), 1],
    ['one advertiser', (a) => ({ advertiser: a[0].campaign_name }), 1],
  ])('%s: the pages are the arranged list, once, in order', async (_name, make, rows) => {
    const q = make(all);
    const params = new URLSearchParams();
    if (q.advertiser) params.set('advertiser', q.advertiser);
    if (q.podcastId) params.set('podcast_id', String(q.podcastId));
    if (q.sort) params.set('sort', q.sort);
    const pages = await allPages(params, rows);
    const filters = { advertiser: q.advertiser ?? 'all', podcastId: q.podcastId ?? ('all' as const) };
    const groups = arrangeOpportunities(all, filters, q.sort ?? 'recent');
    let offset = 0;
    for (const page of pages) {
      const expected = groupsFrom(groups, offset, rows).shown;
      expect(ids(page.data.opportunities)).toEqual(ids(expected.flatMap((g) => g.items)));
      expect(page.total).toBe(groups.reduce((n, g) => n + g.items.length, 0));
      expect(page.campaigns).toBe(groups.length);
      // The filter choices come with the first page only: the next pages keep them.
      expect(page.facets).toEqual(offset === 0 ? facetsPage(opportunityFacets(all), filters) : undefined);
      offset += expected.length;
    }
    // As many pages as 'Show more' would need: one per cut, until every group is drawn.
    let cuts = 0;
    for (let drawn = 0; drawn < groups.length; cuts++) drawn += groupsFrom(groups, drawn, rows).shown.length;
    expect(pages).toHaveLength(Math.max(1, cuts));
    expect(ids(pages.flatMap((p) => p.data.opportunities))).toEqual(ids(groups.flatMap((g) => g.items)));
  });

  it('an offset past the last group answers an empty page with the counts', async () => {
    const { body } = await get('/earn/opportunities?row_limit=40&offset=100000');
    expect(body.data.opportunities).toEqual([]);
    expect(body.total).toBe(all.length);
    expect(body.campaigns).toBe(new Set(all.map((o) => o.campaign_id)).size);
  });

  it('a change shows in the next page at once (the arranged list is made again)', async () => {
    const first = (await get('/earn/opportunities?row_limit=1&offset=0')).body;
    const second = (await get('/earn/opportunities?row_limit=1&offset=1')).body;
    expect((await post(second.data.opportunities[0].id, true)).status).toBe(200);
    const again = (await get('/earn/opportunities?row_limit=1&offset=0')).body;
    expect(again.total).toBe(first.total - 1);
    expect(again.rejected_opportunities).toBe(first.rejected_opportunities + 1);
  });

  it('scope_podcast_id makes one podcast the whole list: facets and every count are its own', async () => {
    const podcastId = all[0].publisher_podcast_id;
    const mine = all.filter((o) => o.publisher_podcast_id === podcastId);
    const rejected = (await get(`/earn/opportunities?rejected=true&podcast_id=${podcastId}`)).body.total;
    const { body } = await get(`/earn/opportunities?row_limit=2&scope_podcast_id=${podcastId}&sort=advertiser`);
    const groups = arrangeOpportunities(mine, { advertiser: 'all', podcastId: 'all' }, 'advertiser');
    expect(ids(body.data.opportunities)).toEqual(ids(groupsFrom(groups, 0, 2).shown.flatMap((g) => g.items)));
    expect(body.facets).toEqual(facetsPage(opportunityFacets(mine), { advertiser: 'all', podcastId: 'all' }));
    expect([body.total, body.campaigns, body.rejected_opportunities]).toEqual([mine.length, groups.length, rejected]);
  });
});

describe('GET /earn/opportunities?rejected=true&limit&offset', () => {
  beforeEach(async () => {
    // More not-interested items than the demo has, over several podcasts and campaigns.
    const offered = (await get('/earn/opportunities')).body.data.opportunities as Row[];
    for (const o of offered.slice(0, 7)) expect((await post(o.id, true)).status).toBe(200);
  });

  it.each([
    ['every podcast', ''],
    ['one podcast', 'first'],
  ])('%s: pages of 3 are the whole list, once, with its counts', async (_name, which) => {
    const whole = (await get('/earn/opportunities?rejected=true')).body;
    const podcastId = which ? whole.data.opportunities[0].publisher_podcast_id : undefined;
    const list = podcastId ? (await get(`/earn/opportunities?rejected=true&podcast_id=${podcastId}`)).body : whole;
    expect(list.data.opportunities.length).toBeGreaterThan(podcastId ? 0 : 6);
    const seen = [];
    for (let offset = 0; offset < list.total; offset += 3) {
      const filter = podcastId ? `&podcast_id=${podcastId}` : '';
      const { status, body } = await get(`/earn/opportunities?rejected=true&limit=3&offset=${offset}${filter}`);
      expect(status).toBe(200);
      expect(body.data.opportunities).toEqual(itemsFrom(list.data.opportunities, offset, 3).shown);
      expect([body.total, body.rejected_opportunities]).toEqual([list.total, whole.rejected_opportunities]);
      seen.push(...body.data.opportunities);
    }
    expect(seen).toEqual(list.data.opportunities);
  });

  it('limit=0 answers the counts only; Undo shows in the next answer', async () => {
    const before = (await get('/earn/opportunities?rejected=true&limit=0')).body;
    expect(before.data.opportunities).toEqual([]);
    const first = (await get('/earn/opportunities?rejected=true&limit=1')).body.data.opportunities[0];
    expect((await post(first.id, false)).status).toBe(200);
    const after = (await get('/earn/opportunities?rejected=true&limit=1')).body;
    expect([after.total, after.rejected_opportunities]).toEqual([before.total - 1, before.rejected_opportunities - 1]);
    expect(ids(after.data.opportunities)).not.toContain(first.id);
  });
});

describe('bad paging parameters', () => {
  it.each([
    ['offset=2', 'offset'],
    ['row_limit=40&offset=-1', 'offset'],
    ['row_limit=40&offset=1.5', 'offset'],
    ['row_limit=40&offset=x', 'offset'],
    ['limit=40', 'limit'],
    ['scope_podcast_id=7', 'scope_podcast_id'],
    ['row_limit=40&scope_podcast_id=seven', 'scope_podcast_id'],
    ['rejected=true&row_limit=40', 'row_limit'],
    ['rejected=true&offset=3', 'offset'],
    ['rejected=true&limit=-1', 'limit'],
    ['rejected=true&limit=1001', 'limit'],
    ['rejected=true&limit=3&scope_podcast_id=7', 'scope_podcast_id'],
  ])('answers 400 for %s', async (query, field) => {
    expect(await get(`/earn/opportunities?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});
