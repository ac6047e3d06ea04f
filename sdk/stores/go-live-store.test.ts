import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_MP3_MESSAGE } from '../core/go-live';
import { fakeClient } from '../test/render-widget';
import { gate, installFakeXhr } from '../test/fake-xhr';
import { FEED_URL, mp3File, podspotRow, textFile } from '../test/go-live-fixtures';
import { createAttentionStore, createGoLiveStore } from './go-live-store';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const feedRoute = { 'GET /earn/podcast/12/smart_feed': { body: { smart_feed: FEED_URL, feed_integrated: false } } };

describe('createGoLiveStore', () => {
  it('derives the steps from the server and reads the smart feed', async () => {
    const { client } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow({ podspot_uploaded: true }) },
      ...feedRoute,
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.steps).toEqual({
      upload: { complete: true, expanded: false },
      integrate: { complete: false, expanded: true },
    });
    expect(state.feed).toEqual({ status: 'ready', url: FEED_URL, error: null });
  });

  it('keeps the load error and leaves the feed alone', async () => {
    const { client, calls } = fakeClient({
      'GET /earn/podspot/41': { status: 404, body: { detail: { error: 'No podspot with this id.' } } },
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(store.getState().error?.message).toBe('No podspot with this id.');
    expect(calls).toHaveLength(1);
  });

  it('refuses a picked non-MP3 without sending it', async () => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const xhr = installFakeXhr(() => ({ body: podspotRow() }));
    restore = xhr.restore;
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(await store.getState().pick(textFile())).toBeNull();
    expect(store.getState().upload).toMatchObject({ status: 'failed', message: INVALID_MP3_MESSAGE });
    expect(xhr.requests).toHaveLength(0);
  });

  it('uploads with progress and the token, then completes step 1 and opens step 2', async () => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const answer = gate<{ body: unknown }>();
    const xhr = installFakeXhr(() => answer.promise);
    restore = xhr.restore;
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((s) => seen.push(s.upload.progress));
    const done = store.getState().pick(mp3File());
    await vi.waitFor(() => expect(store.getState().upload.status).toBe('uploading'));
    expect(await store.getState().pick(mp3File())).toBeNull(); // one upload at a time
    answer.open({ body: podspotRow({ podspot_uploaded: true }) });
    expect((await done)?.podspot_uploaded).toBe(true);
    unsubscribe();
    expect(seen).toEqual(expect.arrayContaining([0.5, 1]));
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0].url).toBe('http://api.test/api/earn/podspot/41/upload');
    expect(xhr.requests[0].headers.authorization).toBe('Bearer token');
    expect((xhr.requests[0].body.get('file') as File).name).toBe('spot.mp3');
    expect(store.getState().steps).toEqual({
      upload: { complete: true, expanded: false },
      integrate: { complete: false, expanded: true },
    });
    expect(store.getState().upload.status).toBe('uploaded');
  });

  it.each([
    [{ status: 400, body: { detail: { file: 'Please upload a valid .mp3 file' } } }, INVALID_MP3_MESSAGE],
    [
      { status: 413, body: { detail: { file: 'The file is larger than 20 MB. Please upload a smaller .mp3 file.' } } },
      'The file is larger than 20 MB. Please upload a smaller .mp3 file.',
    ],
    ['network' as const, 'Could not reach Podspot. Check your connection and try again.'],
  ])('a dropped file is sent unchecked and a refusal shows its text (%j)', async (reply, message) => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const xhr = installFakeXhr(() => reply);
    restore = xhr.restore;
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(await store.getState().drop(textFile())).toBeNull();
    expect(xhr.requests).toHaveLength(1);
    expect(store.getState().upload).toMatchObject({ status: 'failed', message });
    expect(store.getState().steps.upload.complete).toBe(false);
  });

  it('integrates: step 2 completes, step 1 opens, and the podspot goes pending when the server says so', async () => {
    const { client, calls } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow() },
      ...feedRoute,
      'POST /earn/podcast/12/smart_feed/accept': {
        body: { smart_feed: FEED_URL, feed_integrated: true, pending_podspot_ids: [] },
      },
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(await store.getState().integrate()).toMatchObject({ feed_integrated: true });
    expect(calls.at(-1)?.method).toBe('POST');
    expect(store.getState().steps).toEqual({
      upload: { complete: false, expanded: true },
      integrate: { complete: true, expanded: false },
    });
    expect(store.getState().podspot).toMatchObject({ apple_feed_integrated: true, aasm_state: 'draft' });
  });

  it('an integration failure keeps step 2 open with the server message', async () => {
    const { client } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow({ podspot_uploaded: true }) },
      ...feedRoute,
      'POST /earn/podcast/12/smart_feed/accept': {
        status: 500,
        body: { detail: { error: 'Feeds are being rebuilt.' } },
      },
    });
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    expect(await store.getState().integrate()).toBeNull();
    expect(store.getState().integration.error?.message).toBe('Feeds are being rebuilt.');
    expect(store.getState().steps.integrate).toEqual({ complete: false, expanded: true });
  });

  it('dispose cancels an upload in flight quietly', async () => {
    const { client } = fakeClient({ 'GET /earn/podspot/41': { body: podspotRow() }, ...feedRoute });
    const xhr = installFakeXhr(() => new Promise(() => {}));
    restore = xhr.restore;
    const store = createGoLiveStore(client, 41);
    await store.getState().load();
    const done = store.getState().pick(mp3File());
    await vi.waitFor(() => expect(store.getState().upload.status).toBe('uploading'));
    store.getState().dispose();
    expect(await done).toBeNull();
    expect(store.getState().upload.message).toBeNull();
  });
});

describe('createAttentionStore', () => {
  it('keeps only the rows needing attention, newest first', async () => {
    const rows = [
      podspotRow({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      podspotRow({ id: 2, aasm_state: 'pending', podspot_uploaded: true }),
      podspotRow({ id: 3, podspot_uploaded: true, created_at: '2026-02-01T00:00:00Z' }),
      podspotRow({ id: 4, aasm_state: 'approved', status: 'active' }),
    ];
    const { client } = fakeClient({
      'GET /earn/podspots': { body: { data: { podspots: rows }, archived_podspots: 0 } },
    });
    const store = createAttentionStore(client);
    await store.getState().load();
    expect(store.getState().podspots.map((p) => p.id)).toEqual([3, 1]);
  });

  it('stores a failure and recovers on reload', async () => {
    let fail = true;
    const { client } = fakeClient({
      'GET /earn/podspots': () =>
        fail
          ? { status: 500, body: { detail: { error: 'Down.' } } }
          : { body: { data: { podspots: [] }, archived_podspots: 0 } },
    });
    const store = createAttentionStore(client);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', podspots: [] });
    fail = false;
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
  });
});
