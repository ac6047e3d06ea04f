// GET /earn/podspots with row_limit (sort, tab, podcast_id, offset in groups): the campaigns page's server-side filters,
// sort, counts and paging. Pages read one after another must give the list the browser arranged from the whole list
// with the same sdk/core rules, each group once and whole.
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_TABS, tabCounts, type CampaignTab } from '@sdk/core/campaign-tabs.ts';
import { arrangeCampaigns, CAMPAIGN_SORTS, type CampaignRowFacts } from '@sdk/core/publisher-campaigns.ts';
import { useServer, type TestServer } from './helpers.ts';

type Row = CampaignRowFacts;
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
const podcastsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.publisher_podcast_id))];

/** Every page of a query, `offset` = the groups read so far, until the server has no group left. */
async function readAll(query: URLSearchParams, rowLimit: number) {
  const pages: { podspots: Row[]; total: number; campaigns: number; counts: unknown }[] = [];
  let groups = 0;
  for (;;) {
    const params = new URLSearchParams(query);
    params.set('row_limit', String(rowLimit));
    params.set('offset', String(groups));
    const { status, body } = await get(`/earn/podspots?${params}`);
    expect(status).toBe(200);
    if (!body.data.podspots.length) return { pages, last: body };
    pages.push({ podspots: body.data.podspots, ...body });
    groups += new Set(body.data.podspots.map((p: Row) => p.campaign_id)).size;
    expect(pages.length).toBeLessThan(1000);
  }
}

describe('GET /earn/podspots?row_limit', () => {
  let all: Row[];
  beforeEach(async () => {
    all = (await get('/earn/podspots')).body.data.podspots;
    expect(new Set(all.map((p) => p.campaign_id)).size).toBeGreaterThan(3);
    expect(podcastsOf(all).length).toBeGreaterThan(1);
  });

  const cases = CAMPAIGN_SORTS.flatMap((sort) =>
    (['all', 'draft', 'active', 'inactive', 'pending'] as CampaignTab[]).flatMap((tab) =>
      [1, 3, 40].map((rows) => [sort, tab, rows] as const),
    ),
  );
  it.each(cases)('sort %s, tab %s, %i rows a page: the pages make the arranged list', async (sort, tab, rows) => {
    for (const podcast of ['all', podcastsOf(all)[0]] as const) {
      const query = new URLSearchParams({ sort, tab });
      if (podcast !== 'all') query.set('podcast_id', String(podcast));
      const { pages, last } = await readAll(query, rows);
      const mine = all.filter((p) => podcast === 'all' || p.publisher_podcast_id === podcast);
      const groups = arrangeCampaigns(mine, { tab, podcastId: 'all' }, sort);
      // Each page: whole groups, at least `rows` rows unless it is the last one; together the whole list, in order.
      expect(ids(pages.flatMap((p) => p.podspots))).toEqual(ids(groups.flatMap((g) => g.items)));
      pages.slice(0, -1).forEach((p) => expect(p.podspots.length).toBeGreaterThanOrEqual(rows));
      for (const page of [...pages, last]) {
        expect(page.total).toBe(groups.reduce((n, g) => n + g.items.length, 0));
        expect(page.campaigns).toBe(groups.length);
        expect(page.counts).toEqual(tabCounts(mine));
      }
    }
  });

  it('counts every tab for the chosen podcast, whatever the tab, and the footer counts every podcast', async () => {
    const podcast = podcastsOf(all)[1];
    const whole = (await get('/earn/podspots')).body;
    for (const tab of CAMPAIGN_TABS) {
      const { body } = await get(`/earn/podspots?row_limit=40&tab=${tab}&podcast_id=${podcast}`);
      expect(body.counts).toEqual(tabCounts(all.filter((p) => p.publisher_podcast_id === podcast)));
      expect(body.counts[tab]).toBe(body.total);
      expect(body.archived_podspots).toBe(whole.archived_podspots);
    }
  });

  it('follows an archive at once: the row leaves the list and the counts', async () => {
    const before = (await get('/earn/podspots?row_limit=1000&tab=draft')).body;
    const draft = before.data.podspots[0];
    const archived = await server.call('POST', `/earn/podspot/${draft.id}/archive`, {
      token: publisher,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    const after = (await get('/earn/podspots?row_limit=1000&tab=draft')).body;
    expect(ids(after.data.podspots)).not.toContain(draft.id);
    expect(after.counts.draft).toBe(before.counts.draft - 1);
    expect(after.archived_podspots).toBe(before.archived_podspots + 1);
  });

  it('leaves the whole list and the flat pages as they were without row_limit', async () => {
    const whole = (await get('/earn/podspots')).body;
    expect(whole.counts).toBeUndefined();
    expect(whole.campaigns).toBeUndefined();
    expect(ids((await get('/earn/podspots?offset=2&limit=3')).body.data.podspots)).toEqual(
      ids(whole.data.podspots.slice(2, 5)),
    );
  });

  it.each([
    ['row_limit=0', 'row_limit'],
    ['row_limit=-1', 'row_limit'],
    ['row_limit=abc', 'row_limit'],
    ['row_limit=1.5', 'row_limit'],
    ['row_limit=40&sort=oldest', 'sort'],
    ['row_limit=40&offset=-1', 'offset'],
    ['sort=recent', 'sort'],
    ['row_limit=40&limit=10', 'limit'],
    ['row_limit=40&archived=true', 'row_limit'],
  ])('answers 400 for %s, naming the parameter', async (query, field) => {
    expect(await get(`/earn/podspots?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});
