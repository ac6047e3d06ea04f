import { Router } from 'express';
import type { AppContext } from '../context.ts';
import type { Podcast, Podspot } from '../state/models.ts';
import { publicBase, smartFeedUrl } from '../state/smart-feed.ts';
import type { StoredAudio } from '../state/store.ts';

/** XML text: the five entities, and no control characters XML 1.0 forbids. */
const xml = (s: string) =>
  s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export const NO_FEED = 'No smart feed at this address. Copy the smart feed URL again from Podspot.';

type FeedItem = { podspot: Podspot; advertiserName: string; audio?: StoredAudio };

/**
 * A podcast's smart feed as RSS 2.0. The mock has no episodes of its own, so the feed lists what the
 * smart feed adds: one item per approved and active podspot, each naming the advertiser it recommends,
 * with its audio as enclosure. Podcast apps fetch it without a session: the random token is the secret.
 */
export function smartFeedXml(base: string, podcast: Podcast, items: FeedItem[], now = new Date()): string {
  const self = smartFeedUrl(base, podcast);
  const entries = items.map(({ podspot, advertiserName, audio }) =>
    [
      '    <item>',
      `      <title>${xml(`Podspot: ${advertiserName}`)}</title>`,
      `      <description>${xml(`Inserted Podspot: ${podcast.full_name} recommends ${advertiserName}. ${podspot.description}`)}</description>`,
      `      <guid isPermaLink="false">podspot-${podspot.id}</guid>`,
      `      <pubDate>${rfc822(podspot.created_at)}</pubDate>`,
      ...(audio
        ? [
            `      <enclosure url="${xml(`${base}/api/audio/${audio.id}.mp3`)}" length="${audio.bytes.length}" type="audio/mpeg"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">',
    '  <channel>',
    `    <title>${xml(podcast.name)}</title>`,
    `    <link>${xml(`${base}/`)}</link>`,
    `    <description>${xml(podcast.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    '    <generator>Podspot mock server (smart feed)</generator>',
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    `    <itunes:author>${xml(podcast.full_name)}</itunes:author>`,
    `    <image><url>${xml(`${base}${podcast.small_artwork}`)}</url><title>${xml(podcast.name)}</title><link>${xml(`${base}/`)}</link></image>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** `GET /feeds/<smart_feed_token>.xml` at the origin root (the URL smartFeedUrl() hands out), outside /api. */
export function feedRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const token = /^([A-Za-z0-9_-]+)\.xml$/.exec(req.params.file)?.[1];
    const { store } = ctx;
    const podcast = token ? store.podcasts.find((p) => p.smart_feed_token === token) : undefined;
    if (!podcast) {
      res.status(404).type('text/plain').send(NO_FEED);
      return;
    }
    const items = store.podspots
      .filter((p) => p.publisher_podcast_id === podcast.id && p.aasm_state === 'approved' && p.status === 'active')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((podspot): FeedItem => {
        const campaign = store.campaigns.find((c) => c.id === podspot.campaign_id);
        const advertiser = store.podcasts.find((p) => p.id === campaign?.advertiser_podcast_id);
        return {
          podspot,
          advertiserName: advertiser?.name ?? campaign?.name ?? 'a podcast',
          audio: store.audio.find((a) => a.id === podspot.audio_id),
        };
      });
    res
      .type('application/rss+xml; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .send(smartFeedXml(publicBase(ctx.options.publicUrl, req), podcast, items));
  });
  // Anything else under /feeds is not the console's either: no SPA fallback here.
  router.use((_req, res) => {
    res.status(404).type('text/plain').send(NO_FEED);
  });
  return router;
}
