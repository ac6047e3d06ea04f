import { describe, expect, it } from 'vitest';
import { podspotRow } from '@sdk/test/go-live-fixtures';
import { fakeClient } from '@sdk/test/render-widget';
import { createDashboardCampaignsStore } from './dashboard-store';

const podspot = (id: number, day: number) =>
  podspotRow({
    id,
    campaign_name: `C${id}`,
    aasm_state: 'draft',
    status: null,
    archived: false,
    created_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`,
  });
const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('createDashboardCampaignsStore', () => {
  it('asks for the draft rows (a page) and the active count only, per podcast, and pages with more()', async () => {
    const fake = fakeClient({
      'GET /earn/podspots': ({ url }) => {
        const q = query(url);
        if (q.tab === 'active') return { body: { data: { podspots: [] }, archived_podspots: 0, total: 7 } };
        const rows = [podspot(1, 1), podspot(2, 3), podspot(3, 2)].slice(0, Number(q.limit));
        return { body: { data: { podspots: rows }, archived_podspots: 0, total: q.podcast_id ? 1 : 3 } };
      },
    });
    const store = createDashboardCampaignsStore(fake.client, 2);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', counts: { draft: 3, active: 7 }, attentionTotal: 3 });
    expect(store.getState().attention.map((p) => p.id)).toEqual([2, 1]);
    expect(fake.calls.map((c) => query(c.url))).toEqual([
      { tab: 'draft', limit: '2' },
      { tab: 'active', limit: '0' },
    ]);
    await store.getState().more();
    expect(store.getState().attention.map((p) => p.id)).toEqual([2, 3, 1]);
    await store.getState().load(12);
    expect(fake.calls.slice(-2).map((c) => query(c.url))).toEqual([
      { podcast_id: '12', tab: 'draft', limit: '2' },
      { podcast_id: '12', tab: 'active', limit: '0' },
    ]);
    expect(store.getState().counts.draft).toBe(1);
  });

  it('keeps the error of a failed load; a retry loads again', async () => {
    let fail = true;
    const fake = fakeClient({
      'GET /earn/podspots': () =>
        fail
          ? { status: 500, body: { detail: { error: 'Down.' } } }
          : { body: { data: { podspots: [] }, archived_podspots: 0, total: 0 } },
    });
    const store = createDashboardCampaignsStore(fake.client);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: { status: 500 } });
    fail = false;
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, counts: { draft: 0, active: 0 } });
  });

  it("drops a slower answer for the podcast chosen before: the newer choice's figures stay", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeClient({
      'GET /earn/podspots': async ({ url }) => {
        const q = query(url);
        if (q.podcast_id === '1') await held;
        return { body: { data: { podspots: [] }, archived_podspots: 0, total: Number(q.podcast_id) } };
      },
    });
    const store = createDashboardCampaignsStore(fake.client);
    const older = store.getState().load(1);
    await store.getState().load(2);
    release();
    await older;
    expect(store.getState().counts).toEqual({ draft: 2, active: 2 });
  });
});
