import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/render-widget';
import { gate } from '../test/fake-xhr';
import { podspotRow } from '../test/go-live-fixtures';
import { createAttentionStore } from './go-live-store';

// The Requires attention list between calls (go-live-store.test.ts covers what it keeps).

describe('createAttentionStore, page by page', () => {
  const drafts = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      podspotRow({ id: from + i, created_at: `2026-01-${String(28 - from - i).padStart(2, '0')}T00:00:00Z` }),
    );

  it('asks for the draft tab a page at a time, appends each page, and reloads every row drawn in one call', async () => {
    const { client, calls } = fakeClient({
      'GET /earn/podspots': ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return { body: { data: { podspots: drafts(offset, offset ? 2 : 40) }, archived_podspots: 0, total: 42 } };
      },
    });
    const store = createAttentionStore(client);
    expect(store.getState()).toMatchObject({ status: 'loading', error: null, podspots: [], total: 0 });
    await store.getState().load();
    await store.getState().more();
    const reload = store.getState().load();
    expect(store.getState().status).toBe('ready');
    await reload;
    expect(calls.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { tab: 'draft', limit: '40' },
      { tab: 'draft', offset: '40', limit: '40' },
      { tab: 'draft', limit: '42' },
    ]);
    expect(store.getState()).toMatchObject({ status: 'ready', total: 42 });
  });

  it('after a failure, loading again says it is loading; an older page arriving last is dropped', async () => {
    const held = gate<void>();
    let call = 0;
    const { client } = fakeClient({
      'GET /earn/podspots': async () => {
        call += 1;
        if (call === 1) return { status: 500, body: { detail: { error: 'Down.' } } };
        if (call === 2) await held.promise;
        return { body: { data: { podspots: drafts(call, 1) }, archived_podspots: 0, total: 1 } };
      },
    });
    const store = createAttentionStore(client);
    await store.getState().load();
    const stale = store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'loading', error: null });
    await store.getState().load();
    held.open();
    await stale;
    expect(store.getState().podspots.map((p) => p.id)).toEqual([3]);
  });

  it('counts the rows it has when the answer gives no total, and an older answer never lands', async () => {
    const held = gate<void>();
    let call = 0;
    const { client } = fakeClient({
      'GET /earn/podspots': async () => {
        if (call++ === 0) {
          await held.promise;
          return { status: 500, body: { detail: { error: 'Down.' } } };
        }
        return { body: { data: { podspots: drafts(1, 3) }, archived_podspots: 0 } };
      },
    });
    const store = createAttentionStore(client);
    const stale = store.getState().load();
    await store.getState().load();
    held.open();
    await stale;
    expect(store.getState()).toMatchObject({ status: 'ready', error: null, total: 3 });
    expect(store.getState().podspots).toHaveLength(3);
  });
});
