import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBase } from '../http/public-url.ts';
import { smartFeedUrl } from '../state/smart-feed.ts';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ownedBy = (email: string) => {
  const user = server.ctx.store.users.find((u) => u.email === email)!;
  return server.ctx.store.podcasts.filter((p) => p.owner_id === user.id);
};

describe('GET /setting/podcasts', () => {
  it.each([
    ['publisher@podspot.test', 3],
    ['network@podspot.test', 14],
    ['advertiser@podspot.test', 1],
    ['newpub@podspot.test', 0],
  ])('lists only the podcasts of %s (%i)', async (email, count) => {
    const res = await server.call('GET', '/setting/podcasts', { token: await server.signIn(email) });
    expect(res.status).toBe(200);
    expect(res.body.podcasts).toHaveLength(count);
    expect(res.body.podcasts).toEqual(
      ownedBy(email).map((p) => ({
        id: p.id,
        name: p.name,
        small_artwork: p.small_artwork,
        smart_feed: `${server.base}/feeds/${p.smart_feed_token}.xml`,
        apple_feed_integrated: p.apple_feed_integrated,
        spotify_feed_integrated: p.spotify_feed_integrated,
      })),
    );
  });

  it('shows both integrated and not integrated podcasts with the flag', async () => {
    const res = await server.call('GET', '/setting/podcasts', { token: await server.signIn('publisher@podspot.test') });
    expect(res.body.podcasts.map((p: { apple_feed_integrated: boolean }) => p.apple_feed_integrated).sort()).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('builds smart feed URLs on the configured public URL', async () => {
    server.ctx.options.publicUrl = 'https://app.podspot.example';
    try {
      const res = await server.call('GET', '/setting/podcasts', {
        token: await server.signIn('publisher@podspot.test'),
      });
      for (const p of res.body.podcasts)
        expect(p.smart_feed).toMatch(/^https:\/\/app\.podspot\.example\/feeds\/[0-9a-f]{16}\.xml$/);
    } finally {
      delete server.ctx.options.publicUrl;
    }
  });

  it('needs a console token', async () => {
    expect((await server.call('GET', '/setting/podcasts')).status).toBe(401);
    const embed = await server.call('POST', '/partner/embed_tokens', {
      headers: { 'x-partner-key': 'pk_test_demo_host' },
      body: { email: 'publisher@podspot.test' },
    });
    expect((await server.call('GET', '/setting/podcasts', { token: embed.body.token })).status).toBe(403);
  });
});

describe('smart feed URL', () => {
  it.each([
    ['http://localhost:4010', 'http://localhost:4010/feeds/abc123.xml'],
    ['https://app.example.com/', 'https://app.example.com/feeds/abc123.xml'],
  ])('on %s is %s', (base, url) => {
    expect(smartFeedUrl(base, { smart_feed_token: 'abc123' })).toBe(url);
  });

  it.each([
    [undefined, 'http', '127.0.0.1:9', 'http://127.0.0.1:9'],
    ['https://console.example//', 'http', '127.0.0.1:9', 'https://console.example'],
  ])('public base (configured %s) is %s', (configured, protocol, host, expected) => {
    expect(publicBase(configured, { protocol, get: () => host })).toBe(expected);
  });
});
