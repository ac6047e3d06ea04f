import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '@sdk/test/render-widget';
import { INSIGHTS_ERRORS } from '../../../lib/insights-store';
import { createEarnInsightsStore } from './insights-store';

const daily = {
  data: [{ date: '2026-03-01', earnings: 1.5, ep_download_count_daily: 30 }],
  total_earnings: 1.5,
  total_downloads: 30,
};
const report = {
  podcast_data: [{ podcast_id: 1, name: 'Jazz', small_artwork: '/a.svg', earnings: 1.5, ep_download_count_daily: 30 }],
  podcast_totals: [{ earnings: 1.5, downloads: 30 }],
};
const routes = {
  'GET /earn/publisher/earnings': { body: daily },
  'GET /earn/publisher/report': { body: report },
  'GET /earn/publishers': {
    body: {
      publishers: [
        { id: 1, name: 'Jazz', small_artwork: '/a.svg' },
        { id: 2, name: 'Ocean', small_artwork: '/b.svg' },
      ],
    },
  },
  'GET /earn/advertisers': { body: { advertisers: [{ id: 7, name: 'Morning Health Radio' }] } },
};
const today = () => new Date(2026, 2, 15);
const calls = (fake: ReturnType<typeof fakeClient>, from = 0) =>
  fake.calls
    .slice(from)
    .filter((c) => c.url.pathname.startsWith('/api/earn/publisher/'))
    .map((c) => `${c.url.pathname.replace('/api/earn/publisher/', '')}${c.url.search}`);

describe('createEarnInsightsStore', () => {
  it('starts with all time, the address filters, and the report for all podcasts', async () => {
    const fake = fakeClient(routes);
    const store = createEarnInsightsStore(fake.client, { podcastId: 2, advertiserId: 7 }, today);
    store.getState().start();
    await fake.settled();
    expect(calls(fake)).toEqual([
      'earnings?start_date=2020-01-01&end_date=2026-03-15&podcast_id=2&advertiser_id=7',
      'report?start_date=2020-01-01&end_date=2026-03-15&advertiser_id=7',
    ]);
    expect(store.getState()).toMatchObject({ tab: 'earnings', sort: { field: 'earnings', direction: 'desc' } });
    expect(store.getState().daily).toEqual({ status: 'ready', data: daily, error: null });
    expect(store.getState().report.data).toEqual(report);
  });

  it.each<[string, (s: ReturnType<typeof createEarnInsightsStore>) => void, string[]]>([
    [
      'the date range refetches both',
      (s) => s.getState().setPreset('last_7_days'),
      ['earnings?start_date=2026-03-09&end_date=2026-03-15', 'report?start_date=2026-03-09&end_date=2026-03-15'],
    ],
    [
      'the podcast refetches only the daily report',
      (s) => s.getState().setPodcast(1),
      ['earnings?start_date=2020-01-01&end_date=2026-03-15&podcast_id=1'],
    ],
    [
      'the advertiser refetches both',
      (s) => s.getState().setAdvertiser(7),
      [
        'earnings?start_date=2020-01-01&end_date=2026-03-15&advertiser_id=7',
        'report?start_date=2020-01-01&end_date=2026-03-15&advertiser_id=7',
      ],
    ],
    ['choosing the same podcast again fetches nothing', (s) => s.getState().setPodcast('all'), []],
    [
      "the chart's Retry loads the daily report only",
      (s) => s.getState().reloadDaily(),
      ['earnings?start_date=2020-01-01&end_date=2026-03-15'],
    ],
    [
      "the table's Retry loads the report only",
      (s) => s.getState().reloadReport(),
      ['report?start_date=2020-01-01&end_date=2026-03-15'],
    ],
  ])('%s', async (_name, change, expected) => {
    const fake = fakeClient(routes);
    const store = createEarnInsightsStore(fake.client, {}, today);
    store.getState().start();
    await fake.settled();
    const before = fake.calls.length;
    change(store);
    await fake.settled();
    expect(calls(fake, before)).toEqual(expected);
  });

  it('a failed load clears its data and stores the documented message', async () => {
    let fail = false;
    const failing =
      <B>(body: B) =>
      () =>
        fail ? { status: 500, body: { detail: { error: 'Injected.' } } } : { body };
    const fake = fakeClient({
      ...routes,
      'GET /earn/publisher/earnings': failing(daily),
      'GET /earn/publisher/report': failing(report),
      'GET /earn/publishers': { status: 500, body: {} },
      'GET /earn/advertisers': { status: 500, body: {} },
    });
    const store = createEarnInsightsStore(fake.client, {}, today);
    store.getState().start();
    await fake.settled();
    expect(store.getState().daily.data).toEqual(daily);
    fail = true;
    store.getState().setPreset('last_30_days');
    await fake.settled();
    const s = store.getState();
    expect([s.daily, s.report]).toEqual([
      { status: 'error', data: null, error: INSIGHTS_ERRORS.daily },
      { status: 'error', data: null, error: INSIGHTS_ERRORS.report },
    ]);
    expect([s.podcasts.error, s.advertisers.error]).toEqual([
      'Failed to fetch podcasts',
      'Failed to fetch advertisers',
    ]);
  });

  it('an address id that is not among the options falls back to all', async () => {
    const fake = fakeClient(routes);
    const store = createEarnInsightsStore(fake.client, { podcastId: 99, advertiserId: 98 }, today);
    store.getState().start();
    await fake.settled();
    expect([store.getState().podcastId, store.getState().advertiserId]).toEqual(['all', 'all']);
  });

  it('a slower, older answer never overwrites a newer one', async () => {
    const answers: ((v: { body: typeof daily }) => void)[] = [];
    const fake = fakeClient({ ...routes, 'GET /earn/publisher/earnings': () => new Promise((r) => answers.push(r)) });
    const store = createEarnInsightsStore(fake.client, {}, today);
    store.getState().start();
    store.getState().setPodcast(1);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    const newer = { ...daily, total_earnings: 9 };
    answers[1]({ body: newer });
    await vi.waitFor(() => expect(store.getState().daily.data).toEqual(newer));
    answers[0]({ body: daily });
    await fake.settled();
    expect(store.getState().daily.data).toEqual(newer);
  });
});
