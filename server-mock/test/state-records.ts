import type { Campaign, DailySeries, Opportunity, Podcast, Podspot, User } from '../state/models.ts';
import { emptyStore, type Store } from '../state/store.ts';

// Small hand-made records for the state layer's table tests (server-mock/state/*.test.ts): every field a rule reads is
// set by the test, so an expectation can be worked out by hand.

export const user = (id: number, extra: Partial<User> = {}): User => ({
  id,
  email: `user${id}@example.com`,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  password_hash: 'hash',
  roles: ['publisher'],
  is_admin: false,
  onboarding: { state: 'onboarding_get_started', completed: false, estimated_dls_per_ep: 0 },
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const podcast = (id: number, owner_id: number | null, extra: Partial<Podcast> = {}): Podcast => ({
  id,
  apple_id: id * 10,
  name: `Podcast ${id}`,
  full_name: `Host ${id}`,
  description: '',
  small_artwork: `https://art/${id}.jpg`,
  owner_id,
  smart_feed_token: `feed${id}`,
  apple_feed_integrated: false,
  spotify_feed_integrated: false,
  estimated_dls_per_ep: 1000,
  ...extra,
});

export const campaign = (id: number, advertiser_podcast_id: number, extra: Partial<Campaign> = {}): Campaign => ({
  id,
  advertiser_id: 1,
  advertiser_podcast_id,
  name: `Campaign ${id}`,
  budget_cents: 100_000,
  cpm_cents: 2000,
  podspot_plus: false,
  script_html: '<p>Read this</p>',
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const opportunity = (
  id: number,
  campaign_id: number,
  publisher_podcast_id: number,
  extra: Partial<Opportunity> = {},
): Opportunity => ({
  id,
  campaign_id,
  publisher_podcast_id,
  status: 'offered',
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const podspot = (
  id: number,
  campaign_id: number,
  publisher_podcast_id: number,
  extra: Partial<Podspot> = {},
): Podspot => ({
  id,
  opportunity_id: null,
  campaign_id,
  publisher_podcast_id,
  aasm_state: 'draft',
  status: null,
  title: `Podspot ${id}`,
  description: '',
  audio_id: null,
  archived: false,
  estimated_dls_per_ep: 1000,
  created_at: '2026-01-01T00:00:00.000Z',
  pending_since: null,
  ...extra,
});

/** A podspot's series from `first_day`: `earnings` cents a day; impressions, spend and the rest derived from it. */
export const series = (podspot_id: number, first_day: number, earnings: number[]): DailySeries => ({
  podspot_id,
  first_day,
  impressions: Int32Array.from(earnings, (e) => e * 10),
  acquisitions: Int32Array.from(earnings, (e) => e * 2),
  acquired_downloads: Int32Array.from(earnings, (e) => e * 3),
  earnings_cents: Int32Array.from(earnings),
  spend_cents: Int32Array.from(earnings, (e) => Math.round(e * 1.25)),
});

export const storeOf = (records: Partial<Store>): Store => ({ ...emptyStore(), ...records });
