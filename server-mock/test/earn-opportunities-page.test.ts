// GET /earn/opportunities with row_limit (and advertiser, sort): the opportunities page's server-side filters, sort and
// paging. Each answer must equal what the browser would draw from the whole list with the same sdk/core rules.
import { beforeEach, describe, expect, it } from 'vitest';
import { facetsPage } from '@sdk/core/opportunity-facet-page.ts';
import { opportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { arrangeOpportunities, type OpportunityFields, type OpportunitySort } from '@sdk/core/opportunities.ts';
import { firstGroups } from '@sdk/core/paging.ts';
import { useServer, type TestServer } from './helpers.ts';

type Row = { id: number };
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
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('GET /earn/opportunities?row_limit', () => {
  let all: (Row & OpportunityFields)[];
  beforeEach(async () => {
    all = (await get('/earn/opportunities')).body.data.opportunities;
    expect(new Set(all.map((o) => o.campaign_name)).size).toBeGreaterThan(2);
  });
  const advertiserOf = (i: number) => all[i].campaign_name as string;
  const podcastOf = (i: number) => all[i].publisher_podcast_id as number;

  it.each<
    [
      string,
      (a: { advertiser: (i: number) => string; podcast: (i: number) => number }) => {
        advertiser?: string;
        podcastId?: number;
        sort?: OpportunitySort;
        rows: number;
      },
    ]
  >([
    ['first page, newest first', () => ({ rows: 1 })],
    ['two rows', () => ({ rows: 2 })],
    ['everything', () => ({ rows: 100000 })],
    ['by advertiser name', () => ({ sort: 'advertiser', rows: 3 })],
    ['budget high to low', () => ({ sort: 'budget_high', rows: 3 })],
    ['budget low to high', () => ({ sort: 'budget_low', rows: 3 })],
    ['one advertiser', ({ advertiser }) => ({ advertiser: advertiser(0), rows: 40 })],
    ['one podcast', ({ podcast }) => ({ podcastId: podcast(0), rows: 2 })],
    [
      'both filters, sorted',
      ({ advertiser, podcast }) => ({ advertiser: advertiser(0), podcastId: podcast(0), sort: 'advertiser', rows: 40 }),
    ],
    ['an advertiser that is not offered', () => ({ advertiser: 'No Such Campaign', rows: 40 })],
  ])('%s: whole groups as the browser would draw them, with counts and facets', async (_name, make) => {
    const q = make({ advertiser: advertiserOf, podcast: podcastOf });
    const params = new URLSearchParams({ row_limit: String(q.rows) });
    if (q.advertiser) params.set('advertiser', q.advertiser);
    if (q.podcastId) params.set('podcast_id', String(q.podcastId));
    if (q.sort) params.set('sort', q.sort);
    const { status, body } = await get(`/earn/opportunities?${params}`);
    expect(status).toBe(200);
    const groups = arrangeOpportunities(
      all,
      { advertiser: q.advertiser ?? 'all', podcastId: q.podcastId ?? 'all' },
      q.sort ?? 'recent',
    );
    expect(ids(body.data.opportunities)).toEqual(ids(firstGroups(groups, q.rows).shown.flatMap((g) => g.items)));
    expect(body.total).toBe(groups.reduce((n, g) => n + g.items.length, 0));
    expect(body.campaigns).toBe(groups.length);
    const chosen = { advertiser: q.advertiser ?? 'all', podcastId: q.podcastId ?? ('all' as const) };
    expect(body.facets).toEqual(facetsPage(opportunityFacets(all), chosen));
  });

  it.each([
    [1, 100000],
    [2, 1],
    [2, 100000],
    [1000, 3],
  ])('campaign_limit=%i caps the groups of a row_limit=%i page', async (campaigns, rows) => {
    const { body } = await get(`/earn/opportunities?row_limit=${rows}&campaign_limit=${campaigns}`);
    const groups = arrangeOpportunities(all, { advertiser: 'all', podcastId: 'all' }, 'recent');
    expect(ids(body.data.opportunities)).toEqual(
      ids(firstGroups(groups.slice(0, campaigns), rows).shown.flatMap((g) => g.items)),
    );
    expect(body.total).toBe(all.length);
  });

  it('keeps the rejected count, and leaves the list without row_limit as it was', async () => {
    const whole = (await get('/earn/opportunities')).body;
    const { body } = await get('/earn/opportunities?row_limit=1');
    expect(body.rejected_opportunities).toBe(whole.rejected_opportunities);
    expect(whole.facets).toBeUndefined();
    expect(whole.campaigns).toBeUndefined();
  });

  it('follows accept and reject: the facets count what is still offered', async () => {
    const first = (await get('/earn/opportunities?row_limit=1')).body;
    const id = first.data.opportunities[0].id;
    expect(
      (await server.call('POST', `/earn/opportunity/${id}/reject`, { token: publisher, body: { rejected: true } }))
        .status,
    ).toBe(200);
    const after = (await get('/earn/opportunities?row_limit=1')).body;
    expect(after.facets.offered).toBe(first.facets.offered - 1);
    expect(after.rejected_opportunities).toBe(first.rejected_opportunities + 1);
    expect(ids(after.data.opportunities)).not.toContain(id);
  });

  it.each([
    ['row_limit=0', 'row_limit'],
    ['row_limit=-1', 'row_limit'],
    ['row_limit=abc', 'row_limit'],
    ['row_limit=1.5', 'row_limit'],
    ['row_limit=40&sort=oldest', 'sort'],
  ])('answers 400 for %s', async (query, field) => {
    expect(await get(`/earn/opportunities?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});
