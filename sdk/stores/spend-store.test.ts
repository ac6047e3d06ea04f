import { describe, expect, it, vi } from 'vitest';
import type { AdvertiserReportRow } from '../api/advertiser-reports';
import { fakeClient } from '../test/render-widget';
import {
  createSpendStore,
  DEFAULT_SPEND_SORT,
  REPORT_FAILED,
  reportTotals,
  toggleSelection,
  visibleRows,
  type SpendSort,
} from './spend-store';

const row = (
  id: number,
  name: string,
  spend: number,
  extra: Partial<AdvertiserReportRow> = {},
): AdvertiserReportRow => ({
  id,
  name,
  small_artwork: `/api/artwork/${id}.png`,
  spend,
  impressions: spend * 40,
  cpm: spend ? 25 : null,
  acquisitions: spend ? 3 : 0,
  cpa: spend ? spend / 3 : null,
  downloads: spend ? 9 : 0,
  cpd: spend ? spend / 9 : null,
  ...extra,
});
const totals = (spend: number) => ({ spend, impressions: 1, cpm: 1, acquisitions: 1, cpa: 1, downloads: 1, cpd: 1 });
const report = {
  data: [row(1, 'Alpha', 30), row(2, 'Beta', 120), row(3, 'Gamma', 0)],
  totals: [totals(1), totals(150)],
};
const today = () => new Date(2026, 2, 15);

describe('spend-store selectors', () => {
  it('takes the last totals entry', () => {
    expect(reportTotals(report)?.spend).toBe(150);
    expect(reportTotals(null)).toBeNull();
  });

  it.each<[SpendSort, number | 'all', string[]]>([
    [DEFAULT_SPEND_SORT, 'all', ['Beta', 'Alpha']], // the all-zero Gamma is hidden …
    [DEFAULT_SPEND_SORT, 3, ['Beta', 'Alpha', 'Gamma']], // … unless selected
    [{ field: 'name', direction: 'desc' }, 'all', ['Beta', 'Alpha']],
    [{ field: 'cpa', direction: 'asc' }, 3, ['Alpha', 'Beta', 'Gamma']], // missing CPA last
  ])('visibleRows %o, selected %s → %o', (sort, selected, names) => {
    expect(visibleRows(report.data, sort, selected).map((r) => r.name)).toEqual(names);
  });

  it.each([
    ['spend', { spend: 1 }],
    ['impressions', { impressions: 1 }],
    ['acquisitions', { acquisitions: 1 }],
    ['downloads', { downloads: 1 }],
  ])('visibleRows shows a podcast with only %s in the range', (_, figure) => {
    const quiet = row(4, 'Quiet', 0, { impressions: 0, ...figure });
    expect(visibleRows([quiet], DEFAULT_SPEND_SORT, 'all').map((r) => r.name)).toEqual(['Quiet']);
  });

  it.each<[number | 'all', number, number | 'all']>([
    ['all', 2, 2],
    [2, 2, 'all'],
    [1, 2, 2],
  ])('toggleSelection(%s, %s) → %s', (current, clicked, expected) => {
    expect(toggleSelection(current, clicked)).toBe(expected);
  });
});

describe('createSpendStore', () => {
  it('loads the range of the preset with the advertiser filter, never the podcast filter', async () => {
    const { client, calls } = fakeClient({ 'GET /advertise/advertiser/report': { body: report } });
    const store = createSpendStore(client, today);
    store.getState().select(2);
    await store.getState().load('this_month', 7);
    const query = Object.fromEntries(calls[0].url.searchParams);
    expect(query).toEqual({ start_date: '2026-03-01', end_date: '2026-03-15', publisher_id: '7' });
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.range).toEqual({ start: '2026-03-01', end: '2026-03-15' });
    expect(state.selectedId).toBe(2);
    expect(state.report?.data[0].small_artwork).toBe('http://api.test/api/artwork/1.png');
  });

  it('clears a selection whose podcast is no longer in the report', async () => {
    const { client } = fakeClient({ 'GET /advertise/advertiser/report': { body: report } });
    const store = createSpendStore(client, today);
    store.getState().select(99);
    await store.getState().load('last_30_days', 'all');
    expect(store.getState().selectedId).toBe('all');
  });

  it('clears the data on failure and keeps the server reason, or the documented text without one', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: report };
    const { client } = fakeClient({ 'GET /advertise/advertiser/report': () => answer });
    const store = createSpendStore(client, today);
    await store.getState().load('last_30_days', 'all');
    answer = { status: 500, body: { detail: { error: 'Reports are being rebuilt.' } } };
    await store.getState().retry();
    expect(store.getState()).toMatchObject({ status: 'error', report: null, range: null });
    expect(store.getState().error?.message).toBe('Reports are being rebuilt.');
    answer = { status: 502, body: {} };
    await store.getState().retry();
    expect(store.getState().error).toMatchObject({ status: 502, message: REPORT_FAILED });
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const gates: Record<string, (v: unknown) => void> = {};
    const { client } = fakeClient({
      'GET /advertise/advertiser/report': async ({ url }) => {
        const start = url.searchParams.get('start_date')!;
        await new Promise((resolve) => (gates[start] = resolve));
        return { body: { ...report, totals: [totals(start === '2020-01-01' ? 999 : 5)] } };
      },
    });
    const store = createSpendStore(client, today);
    const slow = store.getState().load('all_time', 'all');
    const fast = store.getState().load('last_7_days', 'all');
    await vi.waitFor(() => expect(Object.keys(gates).sort()).toEqual(['2020-01-01', '2026-03-09']));
    gates['2026-03-09']({});
    await fast;
    gates['2020-01-01']({});
    await slow;
    expect(reportTotals(store.getState().report)?.spend).toBe(5);
    expect(store.getState().preset).toBe('last_7_days');
  });

  it('starts idle on the last 30 days of every advertiser, says it is loading, and drops an older failure', async () => {
    let call = 0;
    const held: { open?: () => void } = {};
    const { client } = fakeClient({
      'GET /advertise/advertiser/report': async () => {
        if (call++ > 0) return { body: report };
        await new Promise<void>((resolve) => (held.open = resolve));
        return { status: 500, body: { detail: { error: 'Down.' } } };
      },
    });
    const store = createSpendStore(client, today);
    expect(store.getState()).toMatchObject({
      status: 'idle',
      preset: 'last_30_days',
      advertiserId: 'all',
      selectedId: 'all',
    });
    const stale = store.getState().load('all_time', 'all');
    expect(store.getState().status).toBe('loading');
    await vi.waitFor(() => expect(held.open).toBeDefined());
    await store.getState().load('last_7_days', 'all');
    held.open!();
    await stale;
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, preset: 'last_7_days' });
  });

  it('keeps sort and selection as set', () => {
    const { client } = fakeClient({});
    const store = createSpendStore(client, today);
    expect(store.getState().sort).toEqual({ field: 'spend', direction: 'desc' });
    store.getState().setSort({ field: 'name', direction: 'asc' });
    store.getState().select(4);
    expect(store.getState()).toMatchObject({ sort: { field: 'name', direction: 'asc' }, selectedId: 4 });
  });
});
