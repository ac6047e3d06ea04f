import { describe, expect, it, vi } from 'vitest';
import type { PublisherDailyReport } from '../api/reports';
import { fakeClient } from '../test/render-widget';
import { createEarningsStore } from './earnings-store';

const report = (total: number): PublisherDailyReport => ({
  data: [{ date: '2026-03-14', earnings: total, ep_download_count_daily: 3 }],
  total_earnings: total,
  total_downloads: 3,
});
const today = () => new Date(2026, 2, 15);

describe('createEarningsStore', () => {
  it('starts idle on the last 30 days of every podcast', () => {
    const { client } = fakeClient({});
    expect(createEarningsStore(client, today).getState()).toMatchObject({
      status: 'idle',
      error: null,
      report: null,
      preset: 'last_30_days',
      podcastId: 'all',
    });
  });

  it('loads the range of the preset for the podcast, and says it is loading meanwhile', async () => {
    const { client, calls } = fakeClient({ 'GET /earn/publisher/earnings': { body: report(12.5) } });
    const store = createEarningsStore(client, today);
    const loading = store.getState().load('this_month', 7);
    expect(store.getState()).toMatchObject({ status: 'loading', preset: 'this_month', podcastId: 7 });
    await loading;
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-15',
      podcast_id: '7',
    });
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, report: report(12.5) });
  });

  it('on failure drops the report and keeps the error; a retry asks the same range and podcast again', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: report(1) };
    const { client, calls } = fakeClient({ 'GET /earn/publisher/earnings': () => answer });
    const store = createEarningsStore(client, today);
    await store.getState().load('last_7_days', 3);
    answer = { status: 500, body: { detail: { error: 'Reports are being rebuilt.' } } };
    await store.getState().load('last_7_days', 3);
    expect(store.getState()).toMatchObject({ status: 'error', report: null });
    expect(store.getState().error).toMatchObject({ status: 500, message: 'Reports are being rebuilt.' });
    answer = { status: 200, body: report(2) };
    await store.getState().retry();
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, report: report(2) });
    expect(calls.map((c) => c.url.search)).toEqual(Array(3).fill(calls[0].url.search));
  });

  it.each([
    ['success', 200],
    ['failure', 500],
  ])('ignores an older answer (%s) that arrives after a newer one', async (_, oldStatus) => {
    const gates: Record<string, (v: unknown) => void> = {};
    const { client } = fakeClient({
      'GET /earn/publisher/earnings': async ({ url }) => {
        const start = url.searchParams.get('start_date')!;
        await new Promise((resolve) => (gates[start] = resolve));
        return start === '2020-01-01' ? { status: oldStatus, body: report(999) } : { body: report(5) };
      },
    });
    const store = createEarningsStore(client, today);
    const slow = store.getState().load('all_time', 'all');
    const fast = store.getState().load('last_7_days', 'all');
    await vi.waitFor(() => expect(Object.keys(gates).sort()).toEqual(['2020-01-01', '2026-03-09']));
    gates['2026-03-09']({});
    await fast;
    gates['2020-01-01']({});
    await slow;
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, report: report(5), preset: 'last_7_days' });
  });
});
