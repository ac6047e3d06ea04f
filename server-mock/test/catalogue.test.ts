import { describe, expect, it } from 'vitest';
import { type TestServer, useServer } from './helpers.ts';

let server: TestServer;
let token: string;
useServer(['newadv@podspot.test'], (s, tokens) => {
  server = s;
  [token] = tokens;
});

const search = (path: string) => server.call('GET', path, { token });

describe('GET /iTunes/search_by_id/{id}', () => {
  it('finds the one show with this Apple id, owned or not', async () => {
    for (const show of [server.ctx.store.podcasts[0], server.ctx.store.podcasts.at(-1)!]) {
      const res = await search(`/iTunes/search_by_id/${show.apple_id}`);
      expect(res.body).toEqual({
        podcasts: [{ apple_id: show.apple_id, name: show.name, small_artwork: show.small_artwork }],
      });
    }
  });

  it('answers an empty list for an unknown id', async () => {
    expect((await search('/iTunes/search_by_id/42')).body).toEqual({ podcasts: [] });
  });

  it('answers 400 for an id that is not digits', async () => {
    const res = await search('/iTunes/search_by_id/12ab');
    expect(res).toMatchObject({ status: 400, body: { detail: { id: expect.stringMatching(/digits only/) } } });
  });
});

describe('GET /iTunes/search_by_name/{name}', () => {
  it.each(['history', 'HISTORY', 'late night', 'Show', 'e'])(
    'finds names containing %j, case-insensitively, at most 20',
    async (term) => {
      const res = await search(`/iTunes/search_by_name/${encodeURIComponent(term)}`);
      const expected = server.ctx.store.podcasts.filter((p) => p.name.toLowerCase().includes(term.toLowerCase()));
      expect(res.body.podcasts.length).toBe(Math.min(20, expected.length));
      expect(res.body.podcasts.length).toBeGreaterThan(0);
      for (const p of res.body.podcasts) expect(p.name.toLowerCase()).toContain(term.toLowerCase());
    },
  );

  it('lists names that start with the term first', async () => {
    const names: string[] = (await search('/iTunes/search_by_name/the')).body.podcasts.map(
      (p: { name: string }) => p.name,
    );
    const firstOther = names.findIndex((n) => !n.toLowerCase().startsWith('the'));
    if (firstOther >= 0) expect(names.slice(firstOther).every((n) => !n.toLowerCase().startsWith('the'))).toBe(true);
    expect(names[0].toLowerCase().startsWith('the')).toBe(true);
  });

  it.each(['zzzz-no-such-show', '%20%20'])('answers an empty list for %j', async (term) => {
    expect((await search(`/iTunes/search_by_name/${term}`)).body).toEqual({ podcasts: [] });
  });
});

describe('catalogue access', () => {
  it.each(['/iTunes/search_by_id/1', '/iTunes/search_by_name/jazz'])('%s needs a console token', async (path) => {
    expect((await server.call('GET', path)).status).toBe(401);
    const embed = await server.call('POST', '/partner/embed_tokens', {
      headers: { 'x-partner-key': 'pk_test_demo_host' },
      body: { email: 'publisher@podspot.test' },
    });
    expect((await server.call('GET', path, { token: embed.body.token })).status).toBe(403);
  });

  it('is open to every role (publisher, advertiser, network)', async () => {
    for (const email of ['publisher@podspot.test', 'advertiser@podspot.test', 'network@podspot.test']) {
      const res = await server.call('GET', '/iTunes/search_by_name/podcast', { token: await server.signIn(email) });
      expect(res.status).toBe(200);
    }
  });
});
