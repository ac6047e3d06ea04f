import type { Podcast } from '../state/models.ts';
import { smartFeedUrl, type FeedItem } from '../state/smart-feed.ts';

/** XML text: the five entities, and no control characters XML 1.0 forbids. */
const xml = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rfc822 = (iso: string) => new Date(iso).toUTCString();

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
