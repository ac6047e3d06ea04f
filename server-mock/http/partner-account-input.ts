import type { PartnerAccountInput, PartnerPodcastInput } from '../state/partner-accounts.ts';
import { badRequest } from './errors.ts';

/** An `http:` or `https:` URL, else null. */
const webUrl = (text: string): string | null => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

type RawPodcast = {
  name: string;
  rss_url?: string;
  apple_id?: number;
  artwork_url?: string;
  feed_managed_by_partner?: boolean;
  analyst_access_confirmed?: boolean;
  downloads_per_episode?: number;
};
type RawAccount = { external_id: string; email: string; first_name: string; last_name: string; podcasts: RawPodcast[] };

function podcastInput(raw: RawPodcast, i: number): PartnerPodcastInput {
  const at = (field: string) => `podcasts[${i}].${field}`;
  const name = raw.name.trim();
  if (!name) throw badRequest(at('name'), 'This field may not be blank.');
  if (raw.rss_url === undefined && raw.apple_id === undefined)
    throw badRequest(`podcasts[${i}]`, 'Send rss_url or apple_id (or both) for each podcast.');
  const rss = raw.rss_url === undefined ? undefined : webUrl(raw.rss_url.trim());
  if (rss === null) throw badRequest(at('rss_url'), 'Send the feed’s http or https URL.');
  const artwork = raw.artwork_url === undefined ? undefined : webUrl(raw.artwork_url.trim());
  if (artwork === null) throw badRequest(at('artwork_url'), 'Send the artwork’s http or https URL.');
  return {
    name,
    ...(rss !== undefined ? { rss_url: rss } : {}),
    ...(raw.apple_id !== undefined ? { apple_id: raw.apple_id } : {}),
    ...(artwork !== undefined ? { artwork_url: artwork } : {}),
    feed_managed_by_partner: raw.feed_managed_by_partner ?? false,
    analyst_access_confirmed: raw.analyst_access_confirmed ?? false,
    ...(raw.downloads_per_episode !== undefined ? { downloads_per_episode: raw.downloads_per_episode } : {}),
  };
}

/**
 * The body of `POST /partner/accounts` once the contract has checked its types: trimmed, the email in lower case, and
 * the rules a schema cannot say, each a 400 naming the field as the request wrote it (`podcasts[1].rss_url`).
 */
export function parsePartnerAccount(body: RawAccount): PartnerAccountInput {
  const text = (field: 'external_id' | 'first_name' | 'last_name') => {
    const value = body[field].trim();
    if (!value) throw badRequest(field, 'This field may not be blank.');
    return value;
  };
  const podcasts = body.podcasts.map(podcastInput);
  const seen = new Set<string>();
  podcasts.forEach((p, i) => {
    for (const key of [p.apple_id !== undefined && `apple_id ${p.apple_id}`, p.rss_url && `rss_url ${p.rss_url}`]) {
      if (!key) continue;
      if (seen.has(key)) throw badRequest(`podcasts[${i}]`, `Another podcast of this request has the same ${key}.`);
      seen.add(key);
    }
  });
  return {
    external_id: text('external_id'),
    email: body.email.trim().toLowerCase(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    podcasts,
  };
}
