import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../test/render-widget';
import { gate, installFakeXhr } from '../test/fake-xhr';
import { FEED_URL, mp3File, podspotRow } from '../test/go-live-fixtures';
import { createGoLiveStore } from './go-live-store';

// The states the go-live stores pass through between calls (go-live-store.test.ts covers the flows end to end).

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const FEED = 'GET /earn/podcast/12/smart_feed';
const ACCEPT = 'POST /earn/podcast/12/smart_feed/accept';
const feedRoute = { [FEED]: { body: { smart_feed: FEED_URL, feed_integrated: false } } };

describe('createGoLiveStore, between calls', () => {
  it('starts loading, with nothing read, sent or failed', () => {
    const { client } = fakeClient({});
    expect(createGoLiveStore(client, 41).getState()).toMatchObject({
      status: 'loading',
      error: null,
      podspot: null,
      feed: { status: 'idle', url: null, error: null },
      upload: { status: 'idle', progress: 0, fileName: null, message: null },
      integration: { status: 'idle', error: null },
    });
  });

  it('reloads without leaving the ready state, and ignores an older answer that arrives last', async () => {
    const answers = [gate<{ body: ReturnType<typeof podspotRow> }>(), gate<{ body: ReturnType<typeof podspotRow> }>()];
    let call = 0;
    const { client } = fakeClient({ 'GET /earn/podspot/41': () => answers[call++].promise, ...feedRoute });
    const store = createGoLiveStore(client, 41);
    const first = store.getState().load();
    const second = store.getState().load();
    answers[1].open({ body: podspotRow({ podspot_uploaded: true }) });
    await second;
    expect(store.getState()).toMatchObject({ status: 'ready', podspot: { podspot_uploaded: true } });
    answers[0].open({ body: podspotRow() });
    await first;
    expect(store.getState().podspot?.podspot_uploaded).toBe(true);
  });

  it('keeps the podspot shown while a reload is in flight, and an older failure never replaces it', async () => {
    const held = gate<void>();
    let call = 0;
    const { client } = fakeClient({
      'GET /earn/podspot/41': async () => {
        if (++call !== 2) return { body: podspotRow() };
        await held.promise;
        return { status: 500, body: { detail: { error: 'Down.' } } };
      },
      ...feedRoute,
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    const stale = store.getState().load();
    expect(store.getState().status).toBe('ready');
    await store.getState().load();
    held.open();
    await stale;
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it('after a failed first load, loading again says it is loading', async () => {
    let up = false;
    const { client } = fakeClient({
      'GET /earn/podspot/41': () =>
        up ? { body: podspotRow() } : { status: 500, body: { detail: { error: 'Down.' } } },
      ...feedRoute,
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: { status: 500 } });
    up = true;
    const again = store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'loading', error: null });
    await again;
    expect(store.getState().status).toBe('ready');
  });

  it('dispose with no upload in flight does nothing', () => {
    const { client } = fakeClient({});
    expect(() => createGoLiveStore(client, 41).getState().dispose()).not.toThrow();
  });

  it('reads the feed only for a loaded podspot, keeps its address while reading again, and says when it fails', async () => {
    let feedUp = true;
    const held = gate<void>();
    const { client, calls } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow() },
      [FEED]: async () => {
        await held.promise;
        return feedUp
          ? { body: { smart_feed: FEED_URL, feed_integrated: false } }
          : { status: 503, body: { detail: { error: 'Feeds are down.' } } };
      },
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().loadFeed();
    expect(calls).toHaveLength(0);
    held.open();
    await store.getState().load();
    const again = store.getState().loadFeed();
    expect(store.getState().feed).toEqual({ status: 'loading', url: FEED_URL, error: null });
    await again;
    feedUp = false;
    await store.getState().loadFeed();
    expect(store.getState().feed).toMatchObject({ status: 'error', url: null, error: { message: 'Feeds are down.' } });
  });

  it.each([
    ['the feed already in the podcast host', { apple_feed_integrated: true }],
    ['a podspot past draft', { aasm_state: 'pending' as const }],
  ])('an upload that answers %s completes both steps', async (_, over) => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const xhr = installFakeXhr(() => ({ body: podspotRow({ podspot_uploaded: true, ...over }) }));
    restore = xhr.restore;
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    await store.getState().pick(mp3File());
    expect(store.getState().steps).toEqual({
      upload: { complete: true, expanded: false },
      integrate: { complete: true, expanded: false },
    });
  });

  it.each([
    ['the server lists it as pending', podspotRow(), [41], 'pending'],
    ['it was pending already', podspotRow({ aasm_state: 'pending' }), [], 'pending'],
    ['another podspot is pending', podspotRow(), [99], 'draft'],
    ['the answer lists none', podspotRow(), undefined, 'draft'],
  ])('integrating, while %s, leaves the podspot %s', async (_, row, pendingIds, state) => {
    const held = gate<void>();
    const { client, calls } = fakeClient({
      'GET /earn/podspot/41': { body: row },
      ...feedRoute,
      [ACCEPT]: async () => {
        await held.promise;
        return { body: { smart_feed: `${FEED_URL}?v=2`, feed_integrated: true, pending_podspot_ids: pendingIds } };
      },
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    const done = store.getState().integrate();
    expect(store.getState().integration).toEqual({ status: 'submitting', error: null });
    expect(await store.getState().integrate()).toBeNull(); // one at a time
    held.open();
    await done;
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(store.getState()).toMatchObject({
      podspot: { apple_feed_integrated: true, aasm_state: state },
      feed: { status: 'ready', url: `${FEED_URL}?v=2`, error: null },
      integration: { status: 'idle', error: null },
    });
  });

  it('does not integrate before the podspot is loaded, and a failure says so', async () => {
    const { client, calls } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow() },
      ...feedRoute,
      [ACCEPT]: { status: 500, body: { detail: { error: 'Down.' } } },
    });
    const store = createGoLiveStore(client, 41);
    expect(await store.getState().integrate()).toBeNull();
    expect(calls).toHaveLength(0);
    await store.getState().load();
    await store.getState().integrate();
    expect(store.getState().integration).toMatchObject({ status: 'failed', error: { status: 500 } });
  });

  it('toggle opens or closes one step', async () => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    store.getState().toggle('integrate');
    expect(store.getState().steps.integrate).toEqual({ complete: false, expanded: true });
    store.getState().toggle('upload');
    expect(store.getState().steps.upload).toEqual({ complete: false, expanded: false });
  });
});
