// GET /setting/podcasts with limit (filter, offset): the settings page's "Your podcasts" one page at a time. Pages read
// one after another must give the list the browser would draw from the whole list with the same sdk/core filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterPodcasts, PODCAST_FILTERS } from '@sdk/core/settings-podcasts.ts';
import { startServer } from './helpers.ts';

type Podcast = { id: number; apple_feed_integrated: boolean };
let server: Awaited<ReturnType<typeof startServer>>;
let publisher: string;
let whole: Podcast[];
beforeAll(async () => {
  server = await startServer({ scenario: 'large' });
  publisher = await server.signIn('publisher@podspot.test');
  whole = (await get('')).body.podcasts;
  expect(whole.length).toBeGreaterThan(100);
  expect(new Set(whole.map((p) => p.apple_feed_integrated)).size).toBe(2);
});
afterAll(() => server.close());

const get = (query: string) => server.call('GET', `/setting/podcasts${query}`, { token: publisher });

describe('GET /setting/podcasts?limit', () => {
  it.each(PODCAST_FILTERS.flatMap((f) => [7, 40].map((limit) => [f.value, limit] as const)))(
    'filter %s, %d a page: the pages in turn are the filtered list once, with its counts',
    async (filter, limit) => {
      const expected = filterPodcasts(whole, filter);
      const read: Podcast[] = [];
      for (;;) {
        const res = await get(`?filter=${filter}&limit=${limit}&offset=${read.length}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(expected.length);
        expect(res.body.all_podcasts).toBe(whole.length);
        expect(res.body.podcasts.length).toBeLessThanOrEqual(limit);
        read.push(...res.body.podcasts);
        if (res.body.podcasts.length < limit) break;
      }
      expect(read).toEqual(expected);
    },
  );

  it('without filter reads all; an offset past the end answers no podcasts and the counts', async () => {
    expect((await get('?limit=3')).body.podcasts).toEqual(whole.slice(0, 3));
    expect((await get(`?limit=3&offset=${whole.length}`)).body).toEqual({
      podcasts: [],
      total: whole.length,
      all_podcasts: whole.length,
    });
  });

  it.each([['limit=0'], ['limit=x'], ['limit=5&offset=-1'], ['limit=5&filter=some']])(
    '%s → 400 naming the parameter',
    async (query) => {
      const res = await get(`?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.detail)).toEqual([query.split('&').pop()!.split('=')[0]]);
    },
  );
});
