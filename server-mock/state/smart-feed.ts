import type { Podcast } from './models.ts';

/**
 * Where the console and emails point: `AppOptions.publicUrl` when configured, else the origin the
 * request came to (the console and the API share one origin). No trailing slash.
 */
export function publicBase(
  configured: string | undefined,
  req: { protocol: string; get(name: string): string | undefined },
): string {
  return (configured ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}

/**
 * A podcast's smart feed URL: `<public base>/feeds/<smart_feed_token>.xml`. The token is random per
 * podcast, so the URL does not reveal the podcast id. The one place this format is written: the
 * onboarding, settings and earn calls all build it here.
 */
export function smartFeedUrl(base: string, podcast: Pick<Podcast, 'smart_feed_token'>): string {
  return `${base.replace(/\/+$/, '')}/feeds/${podcast.smart_feed_token}.xml`;
}
