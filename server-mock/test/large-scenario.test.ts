import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../scenarios/index.ts';
import { isoOf, today } from '../state/dates.ts';
import type { Store } from '../state/store.ts';
import { startServer } from './helpers.ts';

/** Scenario `large`: publisher@ at scale, for integrators' performance and paging work. */
let store: Store;
let loadMs = 0;
beforeAll(async () => {
  const started = performance.now();
  store = await loadScenario('large');
  loadMs = performance.now() - started;
  console.log(
    `[large scenario] built in ${Math.round(loadMs)} ms: ${store.opportunities.length} opportunities, ${store.podspots.length} podspots, ${store.series.length} daily series`,
  );
});

const publisherOf = (s: Store) => s.users.find((u) => u.email === 'publisher@podspot.test')!;

describe('scenario large', () => {
  it('gives publisher@ 200 podcasts, 5,000 opportunities and 2,000 podspots', () => {
    const podcasts = new Set(store.podcasts.filter((p) => p.owner_id === publisherOf(store).id).map((p) => p.id));
    expect(podcasts.size).toBe(200);
    expect(store.opportunities.filter((o) => podcasts.has(o.publisher_podcast_id))).toHaveLength(5000);
    const podspots = store.podspots.filter((p) => podcasts.has(p.publisher_podcast_id));
    expect(podspots).toHaveLength(2000);
    for (const state of ['draft', 'pending', 'approved'] as const)
      expect(
        podspots.some((p) => p.aasm_state === state),
        state,
      ).toBe(true);
  });

  it('has about 3 years of daily figures, up to today', () => {
    const longest = Math.max(...store.series.map((s) => s.impressions.length));
    expect(longest).toBeGreaterThanOrEqual(3 * 365);
    expect(longest).toBeLessThanOrEqual(3 * 365 + 2);
    const lastDays = store.series.map((s) => s.first_day + s.impressions.length - 1);
    expect(isoOf(Math.max(...lastDays))).toBe(isoOf(today(Date.now())));
    expect(isoOf(Math.min(...store.series.map((s) => s.first_day)))).toBe(isoOf(today(Date.now()) - 3 * 365));
  });
});

describe('scenario large behind the API', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ scenario: 'large' });
  });
  afterAll(() => server.close());

  it('lists and counts publisher@ opportunities, and sums 3 years of earnings', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await server.call('GET', path, { token });
      console.log(`[large scenario] GET ${path}: ${Math.round(performance.now() - started)} ms`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const owned = new Set(
      server.ctx.store.podcasts.filter((p) => p.owner_id === publisherOf(server.ctx.store).id).map((p) => p.id),
    );
    const offered = server.ctx.store.opportunities.filter(
      (o) => owned.has(o.publisher_podcast_id) && o.status === 'offered',
    ).length;
    expect((await timed('/earn/opportunities/count')).count).toBe(offered);
    expect((await timed('/earn/opportunities')).data.opportunities).toHaveLength(offered);
    expect((await timed('/earn/publishers')).publishers).toHaveLength(200);
    const report = await timed(
      `/earn/publisher/earnings?start_date=${isoOf(today(Date.now()) - 3 * 365)}&end_date=${isoOf(today(Date.now()))}`,
    );
    expect(report.data).toHaveLength(3 * 365 + 1);
    expect(report.total_earnings).toBeGreaterThan(0);
  });
});
