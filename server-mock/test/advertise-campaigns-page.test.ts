// GET /advertise/podspots with row_limit (and offset, sort, podcast_name): the campaigns page's server-side filter,
// sort and paging. Each answer must equal what the browser drew from the whole list with the same sdk/core rules.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SORTS,
  filterByPodcast,
  groupCampaigns,
  sortCampaigns,
  type CampaignRecord,
  type CampaignSort,
} from '@sdk/core/advertiser-campaigns.ts';
import { groupsFrom } from '@sdk/core/paging.ts';
import { type TestServer, useServer } from './helpers.ts';

let server: TestServer;
let advertiser: string;
useServer(
  ['advertiser@podspot.test'],
  (s, tokens) => {
    server = s;
    [advertiser] = tokens;
  },
  { resetEach: true },
);

const get = (path: string) => server.call('GET', path, { token: advertiser });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
/** The fields of an advertiser podspot record the tests read. */
type AdvertiserPodspot = CampaignRecord & { podspot_rss_content_title: string };
type Choice = { podcast: string | 'all'; sort: CampaignSort };

/** What the browser drew before: the whole list grouped, filtered and sorted, cards keeping the whole campaign's figures. */
function drawnFromWhole(all: AdvertiserPodspot[], { podcast, sort }: Choice) {
  const whole = groupCampaigns(all);
  const arranged = sortCampaigns(filterByPodcast(whole, podcast), sort);
  const figures = (id: number) => {
    const g = whole.find((w) => w.id === id)!;
    return { campaign_id: id, spend: g.spend, budget: g.budget, progress: g.progress, podcasts: g.podspots.length };
  };
  return { arranged, figures };
}

const pageQuery = ({ podcast, sort }: Choice, rows: number, offset?: number) => {
  const params = new URLSearchParams({ row_limit: String(rows), sort });
  if (podcast !== 'all') params.set('podcast_name', podcast);
  if (offset !== undefined) params.set('offset', String(offset));
  return `/advertise/podspots?${params}`;
};

describe('GET /advertise/podspots?row_limit', () => {
  let all: AdvertiserPodspot[];
  let podcasts: string[];
  beforeEach(async () => {
    all = (await get('/advertise/podspots')).body.data.data.podspots;
    podcasts = [...new Set(all.map((p) => p.publisher_podcast_name))];
    expect(new Set(all.map((p) => p.campaign_id)).size).toBeGreaterThan(2);
  });
  // The podcast most campaigns run on, so that a filtered list has several pages too.
  const busiest = () =>
    podcasts
      .map((name) => [name, new Set(all.filter((p) => p.publisher_podcast_name === name).map((p) => p.campaign_id))])
      .sort((a, b) => (b[1] as Set<number>).size - (a[1] as Set<number>).size)[0][0] as string;

  it.each<[string, (busiest: () => string) => Choice, number, number | undefined]>([
    ['first page, most recent', () => ({ podcast: 'all', sort: 'recent' }), 40, undefined],
    ['one row: one whole campaign', () => ({ podcast: 'all', sort: 'recent' }), 1, undefined],
    ['second page by name', () => ({ podcast: 'all', sort: 'name' }), 5, 1],
    ['spend high to low, everything', () => ({ podcast: 'all', sort: 'spend_desc' }), 100000, undefined],
    ['spend low to high from the third campaign', () => ({ podcast: 'all', sort: 'spend_asc' }), 12, 2],
    ['one podcast', (b) => ({ podcast: b(), sort: 'recent' }), 1, undefined],
    ['one podcast, by spend, second page', (b) => ({ podcast: b(), sort: 'spend_desc' }), 1, 1],
    ['a podcast none runs on', () => ({ podcast: 'No Such Podcast', sort: 'name' }), 40, undefined],
    ['an offset past the end', () => ({ podcast: 'all', sort: 'recent' }), 40, 99],
  ])(
    '%s: whole campaigns as the browser drew them, with the counts and whole figures',
    async (_n, make, rows, offset) => {
      const choice = make(busiest);
      const { status, body } = await get(pageQuery(choice, rows, offset));
      expect(status).toBe(200);
      const { arranged, figures } = drawnFromWhole(all, choice);
      const page = groupsFrom(
        arranged.map((g) => ({ id: g.id, items: g.podspots })),
        offset,
        rows,
      ).shown;
      expect(ids(body.data.data.podspots)).toEqual(ids(page.flatMap((g) => g.items)));
      expect(body.campaign_figures).toEqual(page.map((g) => figures(g.id)));
      expect(body.total).toBe(arranged.reduce((n, g) => n + g.podspots.length, 0));
      expect(body.campaigns).toBe(arranged.length);
    },
  );

  it.each(
    CAMPAIGN_SORTS.flatMap((sort) => [
      { sort, podcast: 'all' },
      { sort, podcast: 'busiest' },
    ]),
  )('pages read one after another give the arranged list once: $sort, $podcast', async ({ sort, podcast }) => {
    const choice = { sort, podcast: podcast === 'busiest' ? busiest() : 'all' };
    const read: number[] = [];
    let campaigns = 0;
    for (let pages = 0; pages < 50; pages++) {
      const { body } = await get(pageQuery(choice, 8, campaigns));
      if (!body.campaign_figures.length) break;
      read.push(...ids(body.data.data.podspots));
      campaigns += body.campaign_figures.length;
      expect(body.campaigns).toBe(drawnFromWhole(all, choice).arranged.length);
    }
    const { arranged } = drawnFromWhole(all, choice);
    expect(read).toEqual(ids(arranged.flatMap((g) => g.podspots)));
    expect(campaigns).toBe(arranged.length);
  });

  it('arranges each choice apart while nothing changes (one kept list per podcast and sort)', async () => {
    const choices: Choice[] = [
      ...CAMPAIGN_SORTS.map((sort) => ({ podcast: 'all', sort })),
      { podcast: busiest(), sort: 'name' },
      { podcast: podcasts[podcasts.length - 1], sort: 'name' },
    ];
    for (const choice of [...choices, ...choices]) {
      const { body } = await get(pageQuery(choice, 100000));
      expect(ids(body.data.data.podspots)).toEqual(
        ids(drawnFromWhole(all, choice).arranged.flatMap((g) => g.podspots)),
      );
    }
  });

  it('leaves the whole list without row_limit as it was', async () => {
    const { body } = await get('/advertise/podspots');
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.data.podspots).toHaveLength(all.length);
  });

  it('follows an edit: the next page shows the new title (the arranged list is made again)', async () => {
    const before = (await get(pageQuery({ podcast: 'all', sort: 'name' }, 1))).body.data.data.podspots;
    const edited = before[0];
    const put = await server.call('PUT', `/podspot/${edited.id}`, {
      token: advertiser,
      body: { podspot_rss_content_title: 'A brand new title', podspot_rss_content_description: 'New words.' },
    });
    expect(put.status).toBe(200);
    const after = (await get(pageQuery({ podcast: 'all', sort: 'name' }, 1))).body.data.data.podspots;
    expect(after.find((p: AdvertiserPodspot) => p.id === edited.id)?.podspot_rss_content_title).toBe(
      'A brand new title',
    );
  });

  it.each([
    ['row_limit=0', 'row_limit'],
    ['row_limit=-1', 'row_limit'],
    ['row_limit=abc', 'row_limit'],
    ['row_limit=1.5', 'row_limit'],
    ['row_limit=40&offset=-1', 'offset'],
    ['row_limit=40&offset=1.5', 'offset'],
    ['row_limit=40&sort=oldest', 'sort'],
    [`row_limit=40&podcast_name=${'x'.repeat(201)}`, 'podcast_name'],
    ['offset=40', 'row_limit'],
    ['sort=name', 'row_limit'],
    ['podcast_name=Modern%20Jazz%20Club', 'row_limit'],
  ])('answers 400 for %s, naming %s', async (query, field) => {
    expect(await get(`/advertise/podspots?${query}`)).toMatchObject({
      status: 400,
      body: { detail: { [field]: expect.any(String) } },
    });
  });
});
