import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../scenarios/index.ts';
import { isoOf, today } from '../state/dates.ts';
import type { Store } from '../state/store.ts';
import { startServer } from './helpers.ts';

/**
 * Scenario `xlarge`: ten times `large`, for the scale work. The file's CI cost is printed (about 2 s per build on a
 * 2-core machine; it builds the scenario three times: twice here to compare, once behind the API). How long a build
 * takes is the bench's to judge (the scale part's server start, docs/performance.md), not a bound here.
 */
/** One instant for every load, so that two loads can be compared (pending podspots record it to the ms). */
const NOW = Date.now();
let store: Store;
let loadMs = 0;
const fileStarted = performance.now();
beforeAll(async () => {
  const started = performance.now();
  store = await loadScenario('xlarge', NOW);
  loadMs = performance.now() - started;
  console.log(
    `[xlarge scenario] built in ${Math.round(loadMs)} ms: ${store.opportunities.length} opportunities, ${store.podspots.length} podspots, ${store.series.length} daily series`,
  );
});
afterAll(() => console.log(`[xlarge scenario] test file took ${Math.round(performance.now() - fileStarted)} ms`));

const userOf = (s: Store, email: string) => s.users.find((u) => u.email === email)!;
const ownedBy = (s: Store, email: string) =>
  new Set(s.podcasts.filter((p) => p.owner_id === userOf(s, email).id).map((p) => p.id));

describe('scenario xlarge', () => {
  it('gives publisher@ 2,000 podcasts, 50,000 opportunities, 20,000 podspots; advertiser@ 2,000 campaigns', () => {
    const podcasts = ownedBy(store, 'publisher@podspot.test');
    expect(podcasts.size).toBe(2000);
    expect(store.opportunities.filter((o) => podcasts.has(o.publisher_podcast_id))).toHaveLength(50_000);
    const podspots = store.podspots.filter((p) => podcasts.has(p.publisher_podcast_id));
    expect(podspots).toHaveLength(20_000);
    for (const state of ['draft', 'pending', 'approved'] as const)
      expect(podspots.filter((p) => p.aasm_state === state).length, state).toBeGreaterThan(1000);
    const advertiser = userOf(store, 'advertiser@podspot.test');
    expect(store.campaigns.filter((c) => c.advertiser_id === advertiser.id)).toHaveLength(2000);
  });

  it('links every record: no offer twice for one campaign and podcast, one podspot per accepted offer', () => {
    const campaigns = new Map(store.campaigns.map((c) => [c.id, c]));
    const podcasts = new Map(store.podcasts.map((p) => [p.id, p]));
    const pairs = new Set<string>();
    for (const o of store.opportunities) {
      expect(campaigns.has(o.campaign_id) && podcasts.has(o.publisher_podcast_id)).toBe(true);
      pairs.add(`${o.campaign_id}:${o.publisher_podcast_id}`);
    }
    expect(store.opportunities.length - pairs.size, 'repeats besides the two of the demo data').toBe(2);
    for (const c of campaigns.values())
      expect(podcasts.get(c.advertiser_podcast_id)?.owner_id, c.name).toBe(c.advertiser_id);
    const opportunities = new Map(store.opportunities.map((o) => [o.id, o]));
    const podspotOf = new Set(store.podspots.map((p) => p.opportunity_id));
    expect(podspotOf.size).toBe(store.podspots.length);
    for (const p of store.podspots) expect(opportunities.get(p.opportunity_id ?? -1)?.status).toBe('accepted');
    expect(store.opportunities.filter((o) => o.status === 'accepted' && !podspotOf.has(o.id))).toHaveLength(0);
  });

  it('has 3 years of daily figures up to today, one series per approved podspot', () => {
    const approved = new Set(store.podspots.filter((p) => p.aasm_state === 'approved').map((p) => p.id));
    expect(new Set(store.series.map((s) => s.podspot_id))).toEqual(approved);
    const day = today(NOW);
    expect(Math.max(...store.series.map((s) => s.first_day + s.impressions.length - 1))).toBe(day);
    expect(isoOf(Math.min(...store.series.map((s) => s.first_day)))).toBe(isoOf(day - 3 * 365));
  });

  it('is the same data on every load', async () => {
    const again = await loadScenario('xlarge', NOW);
    const shape = (s: Store) => JSON.stringify([s.campaigns, s.opportunities, s.podspots]);
    expect(shape(again) === shape(store)).toBe(true);
    expect(again.series.map((s) => s.earnings_cents.reduce((a, b) => a + b, 0))).toEqual(
      store.series.map((s) => s.earnings_cents.reduce((a, b) => a + b, 0)),
    );
  });
});

describe('scenario xlarge behind the API', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ scenario: 'xlarge' });
  });
  afterAll(() => server.close());

  it('lists every offer of publisher@ and the cached list answers alike', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await server.call('GET', path, { token });
      console.log(`[xlarge scenario] GET ${path}: ${Math.round(performance.now() - started)} ms`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const owned = ownedBy(server.ctx.store, 'publisher@podspot.test');
    const offered = server.ctx.store.opportunities.filter(
      (o) => owned.has(o.publisher_podcast_id) && o.status === 'offered',
    ).length;
    expect((await timed('/earn/opportunities/count')).count).toBe(offered);
    const first = await timed('/earn/opportunities');
    expect(first.data.opportunities).toHaveLength(offered);
    expect((await timed('/earn/opportunities')).total).toBe(offered);
    expect((await timed('/earn/publishers')).publishers).toHaveLength(2000);
  });
});
