import type { Podcast, User } from './models.ts';
import { ownPodcasts } from './publisher.ts';
import { smartFeedUrl } from './smart-feed.ts';
import type { Store } from './store.ts';

/** A podcast as the partner reads it: the smart feed URL to put in the feed it serves, and what is integrated. */
const podcastView = (base: string, p: Podcast) => ({
  id: p.id,
  name: p.name,
  apple_id: p.apple_id,
  rss_url: p.rss_url ?? null,
  artwork_url: p.small_artwork.startsWith('/') ? `${base}${p.small_artwork}` : p.small_artwork,
  smart_feed: smartFeedUrl(base, p),
  feed_managed_by_partner: p.feed_managed_by_partner ?? false,
  feed_integrated: p.apple_feed_integrated,
  analyst_access_confirmed: p.analyst_access_confirmed ?? false,
  downloads_per_episode: p.estimated_dls_per_ep > 0 ? p.estimated_dls_per_ep : null,
});

/** The answer of every `/partner/accounts` call (`PartnerAccount` in openapi.yaml); `base` is the public origin. */
export const partnerAccountView = (store: Store, user: User, base: string) => ({
  id: user.id,
  external_id: user.partner!.external_id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  has_password: user.password_hash !== '',
  onboarding_state: user.onboarding.state,
  onboarding_completed: user.onboarding.completed,
  created_at: user.created_at,
  podcasts: ownPodcasts(store, user.id).map((p) => podcastView(base, p)),
});
