import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '@sdk/test/render-widget';
import { INSIGHTS_ERRORS } from '../../../lib/insights-store';
import { createAdvertiseInsightsStore, type AdvertiseInsightsStore } from './insights-store';

const TODAY = new Date(2026, 10, 21);
const spend = {
  data: [{ date: '2026-11-20', spend: 12.5, impressions: 400 }],
  total_spend: 12.5,
  total_impressions: 400,
};
const report = {
  data: [
    {
      id: 5,
      name: 'Pod Five',
      small_artwork: '/api/artwork/5.png',
      spend: 12.5,
      impressions: 400,
      cpm: 31.25,
      acquisitions: 4,
      cpa: 3.13,
      downloads: 9,
      cpd: 1.39,
    },
  ],
  totals: [{ spend: 12.5, impressions: 400, cpm: 31.25, acquisitions: 4, cpa: 3.13, downloads: 9, cpd: 1.39 }],
};
const options = {
  'GET /advertise/publishers': {
    body: { publishers: [{ id: 5, name: 'Pod Five', small_artwork: '/api/artwork/5.png' }] },
  },
  'GET /advertise/advertisers': { body: { advertisers: [{ id: 77, name: 'Morning Show' }] } },
};

/** Resolves once every call of the store has settled (nothing is loading). */
const settled = (store: AdvertiseInsightsStore) =>
  new Promise<void>((resolve) => {
    const done = () =>
      ['daily', 'report', 'podcasts', 'advertisers'].every(
        (k) => !['loading', 'idle'].includes(store.getState()[k as 'daily'].status),
      );
    if (done()) return resolve();
    const stop = store.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });

function setup(
  routes: Parameters<typeof fakeClient>[0] = {},
  initial: Parameters<typeof createAdvertiseInsightsStore>[1] = {},
) {
  const fake = fakeClient({
    ...options,
    'GET /advertise/advertiser/spend': { body: spend },
    'GET /advertise/advertiser/report': { body: report },
    ...routes,
  });
  const store = createAdvertiseInsightsStore(fake.client, initial, () => TODAY);
  const queries = (path: string) =>
    fake.calls.filter((c) => c.url.pathname === `/api${path}`).map((c) => Object.fromEntries(c.url.searchParams));
  return { ...fake, store, queries };
}

describe('advertiser insights store', () => {
  it('starts on all time, the spend tab and spend descending, and loads options and both reports', async () => {
    const { store, queries } = setup();
    store.getState().start();
    await settled(store);
    const s = store.getState();
    expect([s.preset, s.tab, s.sort]).toEqual(['all_time', 'spend', { field: 'spend', direction: 'desc' }]);
    expect(s.daily.data).toEqual(spend);
    expect(s.report.data?.data[0].small_artwork).toBe('http://api.test/api/artwork/5.png');
    expect(s.podcasts.data).toHaveLength(1);
    expect(s.advertisers.data).toHaveLength(1);
    expect(queries('/advertise/advertiser/spend')).toEqual([{ start_date: '2020-01-01', end_date: '2026-11-21' }]);
  });

  it.each([
    ['podcast', (s: AdvertiseInsightsStore) => s.getState().setPodcast(5), { podcast_id: '5' }, {}],
    [
      'advertiser',
      (s: AdvertiseInsightsStore) => s.getState().setAdvertiser(77),
      { publisher_id: '77' },
      { publisher_id: '77' },
    ],
    [
      'date range',
      (s: AdvertiseInsightsStore) => s.getState().setPreset('last_7_days'),
      { start_date: '2026-11-15' },
      { start_date: '2026-11-15' },
    ],
  ])(
    'changing the %s refetches both reports (the table without the podcast filter)',
    async (_name, change, spendQuery, reportQuery) => {
      const { store, queries } = setup();
      store.getState().start();
      await settled(store);
      change(store);
      await settled(store);
      expect(queries('/advertise/advertiser/spend')).toHaveLength(2);
      expect(queries('/advertise/advertiser/report')).toHaveLength(2);
      expect(queries('/advertise/advertiser/spend')[1]).toMatchObject(spendQuery);
      expect(queries('/advertise/advertiser/report')[1]).toMatchObject(reportQuery);
      expect(queries('/advertise/advertiser/report')[1]).not.toHaveProperty('podcast_id');
    },
  );

  it.each([
    ['chart', (s: AdvertiseInsightsStore) => s.getState().reloadDaily()],
    ['table', (s: AdvertiseInsightsStore) => s.getState().reloadReport()],
  ])("the %s's Retry loads both reports again", async (_name, retry) => {
    const { store, queries } = setup();
    store.getState().start();
    await settled(store);
    retry(store);
    await settled(store);
    expect(queries('/advertise/advertiser/spend')).toHaveLength(2);
    expect(queries('/advertise/advertiser/report')).toHaveLength(2);
  });

  it('choosing the same filter again does not refetch', async () => {
    const { store, queries } = setup({}, { podcastId: 5 });
    store.getState().start();
    await settled(store);
    store.getState().setPodcast(5);
    store.getState().setAdvertiser('all');
    expect(queries('/advertise/advertiser/spend')).toHaveLength(1);
  });

  it('failed loads clear the data and store the documented texts', async () => {
    const failure = { status: 500, body: { detail: { error: 'Injected fault.' } } };
    const { store } = setup({
      'GET /advertise/advertiser/spend': failure,
      'GET /advertise/advertiser/report': failure,
      'GET /advertise/publishers': failure,
      'GET /advertise/advertisers': failure,
    });
    store.getState().start();
    await settled(store);
    const s = store.getState();
    expect([s.daily.error, s.report.error, s.podcasts.error, s.advertisers.error]).toEqual([
      INSIGHTS_ERRORS.daily,
      INSIGHTS_ERRORS.report,
      INSIGHTS_ERRORS.podcasts,
      INSIGHTS_ERRORS.advertisers,
    ]);
    expect([s.daily.data, s.report.data]).toEqual([null, null]);
  });

  it('ids from the address that are not among the options fall back to all, and reload', async () => {
    const { store, queries, settled: answered } = setup({}, { podcastId: 999, advertiserId: 77 });
    store.getState().start();
    await answered();
    expect([store.getState().podcastId, store.getState().advertiserId]).toEqual(['all', 77]);
    expect(queries('/advertise/advertiser/spend').at(-1)).toEqual({
      start_date: '2020-01-01',
      end_date: '2026-11-21',
      publisher_id: '77',
    });
  });

  it('an older, slower answer never overwrites a newer one', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((r) => (release = r));
    const { store, settled: answered } = setup({
      'GET /advertise/advertiser/spend': async ({ url }) => {
        if (!url.searchParams.has('podcast_id')) await slow;
        return { body: { ...spend, total_spend: url.searchParams.has('podcast_id') ? 1 : 2 } };
      },
    });
    store.getState().start();
    store.getState().setPodcast(5);
    await vi.waitFor(() => expect(store.getState().daily.data?.total_spend).toBe(1));
    release();
    await answered();
    expect(store.getState().daily.data?.total_spend).toBe(1);
  });
});
