import { describe, expect, it, vi } from 'vitest';
import { podspotRow } from '@sdk/test/go-live-fixtures';
import { fakeClient } from '@sdk/test/render-widget';
import { ARCHIVED_FETCH_FAILED, createPodspotsStore, loadFailure, podspotFigures } from './podspots-store';

const podspot = (id: number) =>
  podspotRow({ id, campaign_name: `C${id}`, aasm_state: 'draft', status: null, archived: false });
const list = (ids: number[], archived: number) => ({
  body: { data: { podspots: ids.map(podspot) }, archived_podspots: archived },
});

describe('createPodspotsStore', () => {
  it('archive: the row leaves at once, the count grows, then the list is refetched', async () => {
    let ids = [1, 2];
    const fake = fakeClient({
      'GET /earn/podspots': () => list(ids, 2 - ids.length),
      'POST /earn/podspot/1/archive': () => ((ids = [2]), { body: podspot(1) }),
    });
    const store = createPodspotsStore(fake.client);
    await store.getState().choose();
    expect(store.getState().items.map((p) => p.id)).toEqual([1, 2]);
    const done = store.getState().setArchived(store.getState().items[0], true);
    expect(store.getState().busyId).toBe(1);
    await done;
    expect(store.getState().busyId).toBeNull();
    expect(podspotFigures(store.getState()).archivedCount).toBe(1);
    expect(store.getState().items.map((p) => p.id)).toEqual([2]);
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ archived: true });
  });

  it('archive failure rejects with the ApiError and keeps the row', async () => {
    const fake = fakeClient({
      'GET /earn/podspots': list([1], 0),
      'POST /earn/podspot/1/archive': {
        status: 409,
        body: { detail: { archived: 'Only draft and inactive campaigns can be archived.' } },
      },
    });
    const store = createPodspotsStore(fake.client);
    await store.getState().choose();
    await expect(store.getState().setArchived(store.getState().items[0], true)).rejects.toMatchObject({
      status: 409,
    });
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().busyId).toBeNull();
  });

  it.each([
    [
      'the server message when there is one',
      { status: 500, body: { detail: { error: 'Archive is being rebuilt.' } } },
      'Archive is being rebuilt.',
    ],
    ['the documented text when there is none', { status: 500, body: {} }, ARCHIVED_FETCH_FAILED],
  ])('archived list failure shows %s', async (_name, answer, message) => {
    const fake = fakeClient({ 'GET /earn/podspots': answer });
    const store = createPodspotsStore(fake.client, true);
    await store.getState().choose();
    expect(store.getState()).toMatchObject({ status: 'error', items: [] });
    const { error } = store.getState();
    expect(error && loadFailure(error, true)).toBe(message);
    expect(fake.calls[0].url.search).toBe('?archived=true&limit=40');
  });

  it('drops the answer of an older load that arrives last', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeClient({
      'GET /earn/podspots': async () => {
        const first = ++calls === 1;
        if (first) await held;
        return list(first ? [1] : [1, 2], 0);
      },
    });
    const store = createPodspotsStore(fake.client);
    const older = store.getState().choose();
    await store.getState().choose();
    release();
    await older;
    expect(store.getState().items.map((p) => p.id)).toEqual([1, 2]);
  });

  it('Show more appends the page after the groups drawn; an archive refetches the rows drawn in one call', async () => {
    // Campaign c holds podspots 2c and 2c+1; this server answers one whole campaign a page.
    const rows = [0, 1, 2, 3, 4, 5].map((id) => ({ ...podspot(id), campaign_id: Math.floor(id / 2) }));
    const fake = fakeClient({
      'GET /earn/podspots': ({ url }) => {
        const from = 2 * Number(url.searchParams.get('offset') ?? 0);
        return {
          body: {
            data: { podspots: rows.slice(from, from + 2) },
            archived_podspots: 0,
            total: 6,
            campaigns: 3,
            counts: { all: 6, draft: 6, active: 0, inactive: 0, pending: 0, approved: 0 },
          },
        };
      },
      'POST /earn/podspot/1/archive': { body: podspot(1) },
    });
    const store = createPodspotsStore(fake.client);
    await store.getState().choose({ podcastId: 7, tab: 'draft', sort: 'recent' });
    await store.getState().more();
    expect(store.getState().items.map((p) => p.id)).toEqual([0, 1, 2, 3]);
    await store.getState().setArchived(store.getState().items[1], true);
    expect(podspotFigures(store.getState())).toMatchObject({ rows: 5, counts: { all: 5, draft: 5 } });
    expect(store.getState().items.map((p) => p.id)).toEqual([0, 2, 3]);
    const asked = () => fake.calls.filter((c) => c.method === 'GET').map((c) => c.url.search);
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked()).toEqual([
      '?podcast_id=7&tab=draft&row_limit=40&sort=recent',
      '?podcast_id=7&tab=draft&offset=1&row_limit=40&sort=recent',
      '?podcast_id=7&tab=draft&row_limit=40&sort=recent',
    ]);
  });

  it('the archived list pages flat: Show more asks for the rows after those drawn', async () => {
    const fake = fakeClient({
      'GET /earn/podspots': ({ url }) => ({
        body: {
          data: { podspots: [Number(url.searchParams.get('offset') ?? 0)].map(podspot) },
          archived_podspots: 2,
          total: 2,
        },
      }),
    });
    const store = createPodspotsStore(fake.client, true);
    await store.getState().choose();
    await store.getState().more();
    expect(store.getState().items.map((p) => p.id)).toEqual([0, 1]);
    expect(fake.calls.map((c) => c.url.search)).toEqual([
      '?archived=true&limit=40',
      '?archived=true&offset=1&limit=40',
    ]);
  });
});
