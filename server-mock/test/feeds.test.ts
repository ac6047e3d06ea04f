import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_FEED } from '../routes/feeds.ts';
import type { Podcast } from '../state/models.ts';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
const consoleDir = mkdtempSync(join(tmpdir(), 'podspot-console-'));
beforeAll(async () => {
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  server = await startServer({ consoleDir });
});
afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});
beforeEach(async () => {
  expect((await server.call('POST', '/__mock/reset', { body: { scenario: 'demo' } })).status).toBe(200);
});

/** Parses as XML (happy-dom reports errors as a <parsererror> element). */
function parseXml(text: string) {
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
  expect(doc.querySelector('parsererror')?.textContent ?? null).toBeNull();
  return doc;
}
const liveOn = (podcast: Podcast) =>
  server.ctx.store.podspots.filter(
    (p) => p.publisher_podcast_id === podcast.id && p.aasm_state === 'approved' && p.status === 'active',
  );
const publisherPodcasts = () => {
  const user = server.ctx.store.users.find((u) => u.email === 'publisher@podspot.test')!;
  return server.ctx.store.podcasts.filter((p) => p.owner_id === user.id);
};

describe('GET /feeds/{token}.xml', () => {
  it('serves the smart feed URL the settings call hands out, as RSS 2.0 with one item per live podspot', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const { podcasts } = (await server.call('GET', '/setting/podcasts', { token })).body;
    const podcast = publisherPodcasts().find((p) => liveOn(p).length > 0)!;
    const url = podcasts.find((p: { id: number }) => p.id === podcast.id).smart_feed;
    expect(url).toBe(`${server.base}/feeds/${podcast.smart_feed_token}.xml`);

    const res = await fetch(url); // no session: podcast apps fetch it as it is
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const doc = parseXml(await res.text());
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')!.textContent).toBe(podcast.name);
    expect(doc.querySelector('channel > description')!.textContent).toBe(podcast.description);
    expect(doc.querySelector('channel > link')!.textContent).toBe(`${server.base}/`);

    const live = liveOn(podcast);
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((i) => i.querySelector('guid')!.textContent).sort()).toEqual(
      live.map((p) => `podspot-${p.id}`).sort(),
    );
    for (const item of items) {
      expect(item.querySelector('description')!.textContent).toMatch(/^Inserted Podspot: /);
      expect(Number.isNaN(Date.parse(item.querySelector('pubDate')!.textContent!))).toBe(false);
      const enclosure = item.querySelector('enclosure')!;
      const audio = await fetch(enclosure.getAttribute('url')!);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      expect((await audio.arrayBuffer()).byteLength).toBe(Number(enclosure.getAttribute('length')));
    }
  });

  it('lists no draft, pending or inactive podspot, and gains an item when a pending one is approved', async () => {
    const podcast = publisherPodcasts().find((p) =>
      server.ctx.store.podspots.some((s) => s.publisher_podcast_id === p.id && s.aasm_state === 'pending'),
    )!;
    const guids = async () =>
      [
        ...parseXml(
          await (await fetch(`${server.base}/feeds/${podcast.smart_feed_token}.xml`)).text(),
        ).querySelectorAll('guid'),
      ].map((g) => g.textContent);
    const before = await guids();
    expect(before).toHaveLength(liveOn(podcast).length);
    const notLive = server.ctx.store.podspots.filter(
      (s) => s.publisher_podcast_id === podcast.id && !liveOn(podcast).includes(s),
    );
    expect(notLive.length).toBeGreaterThan(0);
    for (const s of notLive) expect(before).not.toContain(`podspot-${s.id}`);

    const pending = notLive.find((s) => s.aasm_state === 'pending')!;
    expect((await server.call('POST', '/__mock/approve_pending', { body: { podspot_id: pending.id } })).status).toBe(
      200,
    );
    expect(await guids()).toContain(`podspot-${pending.id}`);
  });

  it('escapes names and drops control characters, so the feed stays well-formed', async () => {
    const podcast = publisherPodcasts()[0];
    podcast.name = 'Tom & Jerry <Live> "Q&A" \u0001';
    const doc = parseXml(await (await fetch(`${server.base}/feeds/${podcast.smart_feed_token}.xml`)).text());
    expect(doc.querySelector('channel > title')!.textContent).toBe('Tom & Jerry <Live> "Q&A" ');
  });

  it.each([
    ['an unknown token', '/feeds/0123456789abcdef.xml'],
    ['no .xml', `/feeds/TOKEN`],
    ['a path below', '/feeds/TOKEN.xml/more'],
    ['the folder', '/feeds/'],
  ])('answers 404 in plain text for %s, not the console page', async (_name, path) => {
    const res = await fetch(`${server.base}${path.replace('TOKEN', publisherPodcasts()[0].smart_feed_token)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(NO_FEED);
  });
});
