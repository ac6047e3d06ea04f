import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

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

const OPPORTUNITY_FIELDS = [
  'id',
  'campaign_id',
  'campaign_name',
  'advertiser_podcast_name',
  'advertiser_podcast_art_work',
  'advertiser_podcast_description',
  'advertiser_full_name',
  'publisher_podcast_name',
  'publisher_podcast_art_work',
  'publisher_full_name',
  'advertiser_budget',
  'estimated_dls_per_ep',
  'cpm',
  'podspot_plus',
  'status',
  'created_at',
];

const list = async (token: string, rejected = false) =>
  (await server.call('GET', `/earn/opportunities${rejected ? '?rejected=true' : ''}`, { token })).body;
const count = async (token: string) => (await server.call('GET', '/earn/opportunities/count', { token })).body.count;

describe('GET /earn/opportunities', () => {
  it("lists the publisher's offered opportunities with every documented field, newest first", async () => {
    const res = await server.call('GET', '/earn/opportunities?rejected=false', { token: publisher });
    expect(res.status).toBe(200);
    const { opportunities } = res.body.data;
    expect(opportunities.length).toBeGreaterThan(5);
    const own = (await server.call('GET', '/earn/publishers', { token: publisher })).body.publishers;
    const ownIds = new Set(own.map((p: { id: number }) => p.id));
    const { store } = server.ctx;
    for (const o of opportunities) {
      for (const field of OPPORTUNITY_FIELDS) expect(o, field).toHaveProperty(field);
      expect(o.status).toBe('offered');
      expect(ownIds.has(o.publisher_podcast_id)).toBe(true);
      const campaign = store.campaigns.find((c) => c.id === o.campaign_id)!;
      const advertiserPodcast = store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)!;
      expect(o.advertiser_budget).toBe(campaign.budget_cents / 100);
      expect(o.cpm).toBe(campaign.cpm_cents / 100);
      expect(o.podspot_plus).toBe(campaign.podspot_plus);
      expect(o.advertiser_podcast_art_work).toBe(advertiserPodcast.small_artwork);
      expect(o.publisher_podcast_art_work).toBe(
        store.podcasts.find((p) => p.id === o.publisher_podcast_id)!.small_artwork,
      );
    }
    const dates = opportunities.map((o: { created_at: string }) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts and lists the not-interested ones with their extra figures', async () => {
    const offered = await list(publisher);
    const rejected = await list(publisher, true);
    expect(rejected.data.opportunities.length).toBeGreaterThan(0);
    expect(offered.rejected_opportunities).toBe(rejected.data.opportunities.length);
    expect(rejected.rejected_opportunities).toBe(rejected.data.opportunities.length);
    for (const o of rejected.data.opportunities) {
      expect(o.status).toBe('not_interested');
      expect(o.monthly_estimate).toBe(Math.round((o.estimated_dls_per_ep * o.cpm) / 1000));
      expect(o.totalBudget).toBe(o.advertiser_budget);
      expect(o.budget).toBeLessThanOrEqual(o.totalBudget);
      expect(o.opportunitiesCount).toBe(
        rejected.data.opportunities.filter((x: { campaign_id: number }) => x.campaign_id === o.campaign_id).length,
      );
    }
  });

  it.each([
    ['rejected=maybe', 'rejected'],
    ['rejected=1', 'rejected'],
  ])('validates %s', async (query, field) => {
    const res = await server.call('GET', `/earn/opportunities?${query}`, { token: publisher });
    expect(res.status).toBe(400);
    expect(res.body.detail[field]).toMatch(/Must be one of/);
  });
});

describe.each([
  ['GET', '/earn/opportunities'],
  ['GET', '/earn/opportunities/count'],
  ['GET', '/earn/advertisers'],
  ['GET', '/earn/publishers'],
  ['POST', '/earn/opportunity/1500/accept'],
  ['POST', '/earn/opportunity/1500/reject'],
])('%s %s access', (method, path) => {
  const body = method === 'POST' && path.endsWith('reject') ? { rejected: true } : undefined;
  it('needs a token (401)', async () => {
    expect((await server.call(method, path, { body })).status).toBe(401);
  });
  it('is publisher-only (403 for an advertiser)', async () => {
    expect((await server.call(method, path, { token: advertiser, body })).status).toBe(403);
  });
});

describe('POST /earn/opportunity/{id}/accept', () => {
  it('creates a draft podspot, hides the opportunity, and answers 409 the second time', async () => {
    const before = await list(publisher);
    const opportunity = before.data.opportunities[0];
    const countBefore = await count(publisher);
    const res = await server.call('POST', `/earn/opportunity/${opportunity.id}/accept`, { token: publisher });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      campaign_id: opportunity.campaign_id,
      campaign_name: opportunity.campaign_name,
      aasm_state: 'draft',
      status: null,
      podspot_uploaded: false,
      podspot_audio_url: null,
      archived: false,
      publisher_podcast_id: opportunity.publisher_podcast_id,
      podspot_rss_content_title: `${opportunity.campaign_name} on ${opportunity.publisher_podcast_name}`,
      earnings_lifetime: 0,
    });
    expect(res.body.podspot_rss_content_description).toContain(opportunity.advertiser_podcast_name);
    expect((await list(publisher)).data.opportunities.map((o: { id: number }) => o.id)).not.toContain(opportunity.id);
    expect(await count(publisher)).toBe(countBefore - 1);
    const row = await server.call('GET', `/earn/podspot/${res.body.id}`, { token: publisher });
    expect(row.body).toEqual(res.body);
    const again = await server.call('POST', `/earn/opportunity/${opportunity.id}/accept`, { token: publisher });
    expect(again.status).toBe(409);
    expect(again.body.detail.error).toMatch(/already been accepted/);
  });

  it("answers 404 for another publisher's opportunity and for unknown ids", async () => {
    const theirs = (await list(both)).data.opportunities[0].id;
    for (const id of [theirs, 999999, 'abc']) {
      expect((await server.call('POST', `/earn/opportunity/${id}/accept`, { token: publisher })).status).toBe(404);
    }
    expect((await list(both)).data.opportunities[0].id).toBe(theirs);
  });
});

describe('POST /earn/opportunity/{id}/reject', () => {
  it('marks not interested, then undo makes it offered again', async () => {
    const opportunity = (await list(publisher)).data.opportunities[0];
    const rejectedBefore = (await list(publisher)).rejected_opportunities;
    const res = await server.call('POST', `/earn/opportunity/${opportunity.id}/reject`, {
      token: publisher,
      body: { rejected: true },
    });
    expect(res).toMatchObject({ status: 200, body: { id: opportunity.id, status: 'not_interested' } });
    const after = await list(publisher, true);
    expect(after.rejected_opportunities).toBe(rejectedBefore + 1);
    expect(after.data.opportunities.map((o: { id: number }) => o.id)).toContain(opportunity.id);
    const undo = await server.call('POST', `/earn/opportunity/${opportunity.id}/reject`, {
      token: publisher,
      body: { rejected: false },
    });
    expect(undo.body.status).toBe('offered');
    expect((await list(publisher)).data.opportunities.map((o: { id: number }) => o.id)).toContain(opportunity.id);
  });

  it.each([
    [{}, { rejected: 'This field is required.' }],
    [{ rejected: 'yes' }, { rejected: 'Must be a boolean.' }],
  ])('validates %j', async (body, detail) => {
    const id = (await list(publisher)).data.opportunities[0].id;
    expect(await server.call('POST', `/earn/opportunity/${id}/reject`, { token: publisher, body })).toMatchObject({
      status: 400,
      body: { detail },
    });
  });

  it("answers 409 for an accepted opportunity and 404 for another publisher's", async () => {
    const id = (await list(publisher)).data.opportunities[0].id;
    await server.call('POST', `/earn/opportunity/${id}/accept`, { token: publisher });
    expect(
      (await server.call('POST', `/earn/opportunity/${id}/reject`, { token: publisher, body: { rejected: true } }))
        .status,
    ).toBe(409);
    const theirs = (await list(both)).data.opportunities[0].id;
    expect(
      (await server.call('POST', `/earn/opportunity/${theirs}/reject`, { token: publisher, body: { rejected: true } }))
        .status,
    ).toBe(404);
  });
});

describe('GET /earn/opportunities/count', () => {
  it.each(['publisher@podspot.test', 'both@podspot.test', 'newpub@podspot.test'])(
    'counts the offered ones of %s',
    async (email) => {
      const token = await server.signIn(email);
      expect(await count(token)).toBe((await list(token)).data.opportunities.length);
    },
  );
});

describe('option lists', () => {
  it("lists the publisher's own podcasts, sorted by name", async () => {
    const { publishers } = (await server.call('GET', '/earn/publishers', { token: publisher })).body;
    const owner = server.ctx.store.users.find((u) => u.email === 'publisher@podspot.test')!;
    expect(publishers.map((p: { id: number }) => p.id).sort()).toEqual(
      server.ctx.store.podcasts
        .filter((p) => p.owner_id === owner.id)
        .map((p) => p.id)
        .sort(),
    );
    expect(publishers.map((p: { name: string }) => p.name)).toEqual(
      publishers.map((p: { name: string }) => p.name).sort((a: string, b: string) => a.localeCompare(b)),
    );
    expect(publishers[0].small_artwork).toMatch(/^\/api\/artwork\/\d+\.png$/);
  });

  it('lists the distinct advertisers of campaigns with podspots on those podcasts, sorted by name', async () => {
    const { advertisers } = (await server.call('GET', '/earn/advertisers', { token: publisher })).body;
    const podspots = [
      ...(await server.call('GET', '/earn/podspots', { token: publisher })).body.data.podspots,
      ...(await server.call('GET', '/earn/podspots?archived=true', { token: publisher })).body.data.podspots,
    ];
    const expected = new Map(
      podspots.map((p: { advertiser_podcast_id: number; advertiser_podcast_name: string }) => [
        p.advertiser_podcast_id,
        p.advertiser_podcast_name,
      ]),
    );
    expect(advertisers).toHaveLength(expected.size);
    for (const a of advertisers) expect(expected.get(a.id)).toBe(a.name);
    const names = advertisers.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers empty lists for a publisher without podcasts', async () => {
    const token = await server.signIn('newpub@podspot.test');
    expect((await server.call('GET', '/earn/advertisers', { token })).body).toEqual({ advertisers: [] });
    expect((await server.call('GET', '/earn/opportunities', { token })).body).toEqual({
      data: { opportunities: [] },
      rejected_opportunities: 0,
      total: 0,
    });
  });
});
