// GET /earn/opportunities/advertisers and /podcasts: the inbox's filters searched on the server. Each answer must be
// what the browser would find in the whole facets with the dropdowns' search rule (sdk/core/option-search).
import { beforeAll, describe, expect, it } from 'vitest';
import { opportunityFacets, type OpportunityFacets } from '@sdk/core/opportunity-facets.ts';
import { searchOptions } from '@sdk/core/option-search.ts';
import type { OpportunityFields } from '@sdk/core/opportunities.ts';
import { useServer, type TestServer } from './helpers.ts';

let server: TestServer;
let publisher: string;
let advertiser: string;
useServer(['publisher@podspot.test', 'advertiser@podspot.test'], (s, [p, a]) => {
  server = s;
  [publisher, advertiser] = [p, a];
});

const get = (path: string, token = publisher) => server.call('GET', path, { token });

describe('the inbox facets searched on the server', () => {
  let whole: OpportunityFacets;
  let offered: OpportunityFields[];
  beforeAll(async () => {
    offered = (await get('/earn/opportunities')).body.data.opportunities;
    whole = opportunityFacets(offered);
    expect(whole.advertisers.length).toBeGreaterThan(2);
    expect(whole.podcasts.length).toBeGreaterThan(1);
  });

  it.each([
    ['every name, sorted as the filter shows them', '', undefined],
    ['the matches of a text, ignoring case and outer spaces', ' E ', undefined],
    ['cut to the limit, total counting every match', 'e', 1],
    ['nothing for a text no name holds', 'zzqx', undefined],
  ])('advertisers: %s', async (_name, q, limit) => {
    const params = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
    const { status, body } = await get(`/earn/opportunities/advertisers?${params}`);
    expect(status).toBe(200);
    const matching = searchOptions(whole.advertisers, q, (n) => n);
    expect(body).toEqual({ advertisers: matching.slice(0, limit ?? 100), total: matching.length });
  });

  it('podcasts: the matches of a text, and the podcasts of given ids', async () => {
    const name = whole.podcasts[1].name;
    const found = await get(`/earn/opportunities/podcasts?q=${encodeURIComponent(name.slice(1, 5))}`);
    const matching = searchOptions(whole.podcasts, name.slice(1, 5), (p) => p.name);
    expect(found.body).toEqual({ podcasts: matching, total: matching.length });
    const byId = await get(`/earn/opportunities/podcasts?ids=${whole.podcasts[1].id},999999`);
    expect(byId.body).toEqual({ podcasts: [whole.podcasts[1]], total: 1 });
  });

  it("scope_podcast_id searches one podcast's offered list", async () => {
    const podcastId = whole.podcasts[0].id;
    const scoped = opportunityFacets(offered.filter((o) => o.publisher_podcast_id === podcastId));
    const { body } = await get(`/earn/opportunities/advertisers?scope_podcast_id=${podcastId}`);
    expect(body).toEqual({ advertisers: scoped.advertisers, total: scoped.advertisers.length });
    const podcasts = await get(`/earn/opportunities/podcasts?scope_podcast_id=${podcastId}`);
    expect(podcasts.body).toEqual({ podcasts: [whole.podcasts[0]], total: 1 });
  });

  it('answers 400 for bad parameters and 403 to an advertiser', async () => {
    expect((await get('/earn/opportunities/podcasts?ids=a,b')).status).toBe(400);
    expect((await get('/earn/opportunities/advertisers?limit=-1')).status).toBe(400);
    expect((await get('/earn/opportunities/advertisers?scope_podcast_id=x')).status).toBe(400);
    expect((await get('/earn/opportunities/advertisers', advertiser)).status).toBe(403);
  });
});
