/** The mock server's records. Money is integer cents; dates are `YYYY-MM-DD` strings. */
export const ROLES = ['publisher', 'advertiser', 'network'] as const;
export type Role = (typeof ROLES)[number];

export type OnboardingState =
  | 'onboarding_get_started'
  | 'network_get_started'
  | 'advertiser_get_started'
  | 'onboarding_analyst_access'
  | 'onboarding_select_podspot'
  | 'onboarding_view_example_podspot'
  | 'onboarding_upload_first_podspot'
  | 'onboarding_reviewing'
  | 'onboarding_setup_mirror'
  | 'onboarding_congratulations'
  | 'advertiser_congratulations'
  | 'network_congratulations';

export type User = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  roles: Role[];
  is_admin: boolean;
  /** `podspot_id`: the draft podspot created when the publisher accepted their onboarding offer. */
  onboarding: { state: OnboardingState; completed: boolean; estimated_dls_per_ep: number; podspot_id?: number };
  created_at: string;
  /**
   * Set on an account a partner created by `POST /partner/accounts`, or that its user connected to the partner through
   * `POST /partner/account_links` (docs/behaviour/partner-accounts.md).
   */
  partner?: PartnerLink;
};

/**
 * Who made a partner account and under which of its own ids. `partner_id` is the key's fingerprint (never the key);
 * `idempotency_keys` are the last `Idempotency-Key`s that created or changed it; `linked_at` is when the user connected
 * an account of their own (absent on an account the partner created).
 */
export type PartnerLink = { partner_id: string; external_id: string; idempotency_keys: string[]; linked_at?: string };

/** A show known to the Apple-like catalogue; `owner_id` is set once a user adds it. */
export type Podcast = {
  id: number;
  apple_id: number;
  name: string;
  full_name: string;
  description: string;
  small_artwork: string;
  owner_id: number | null;
  smart_feed_token: string;
  apple_feed_integrated: boolean;
  spotify_feed_integrated: boolean;
  estimated_dls_per_ep: number;
  /** The feed URL a partner gave (`POST /partner/accounts`); absent for catalogue shows. */
  rss_url?: string;
  /** The partner serves this podcast's feed and puts the smart feed in it: the feed counts as integrated. */
  feed_managed_by_partner?: boolean;
  /** The partner confirmed that Podspot's analyst has access in the podcast's publishing console. */
  analyst_access_confirmed?: boolean;
};

export type Campaign = {
  id: number;
  advertiser_id: number;
  advertiser_podcast_id: number;
  name: string;
  budget_cents: number;
  cpm_cents: number;
  podspot_plus: boolean;
  script_html: string;
  created_at: string;
};

export type OpportunityStatus = 'offered' | 'accepted' | 'not_interested';
export type Opportunity = {
  id: number;
  campaign_id: number;
  publisher_podcast_id: number;
  status: OpportunityStatus;
  created_at: string;
};

export type PodspotState = 'draft' | 'pending' | 'approved';
export type PodspotStatus = 'active' | 'deactivating' | 'inactive' | null;
export type Podspot = {
  id: number;
  opportunity_id: number | null;
  campaign_id: number;
  publisher_podcast_id: number;
  aasm_state: PodspotState;
  status: PodspotStatus;
  title: string;
  description: string;
  audio_id: string | null;
  archived: boolean;
  estimated_dls_per_ep: number;
  created_at: string;
  pending_since: number | null;
};

/**
 * The daily figures of one podspot: the single source every report (publisher earnings, advertiser
 * spend, CSVs, billing) is summed from, so totals always equal the sum of rows. Index i is day
 * `first_day + i` (days since 1970-01-01, UTC); typed arrays keep 3 years × 2,000 podspots small.
 */
export type DailySeries = {
  podspot_id: number;
  first_day: number;
  /** Publisher episode downloads that carried the podspot: the publisher's downloads, the advertiser's impressions. */
  impressions: Int32Array;
  /** Unique listeners who went on to follow the advertiser's podcast. */
  acquisitions: Int32Array;
  /** Downloads of the advertiser's podcast by those listeners. */
  acquired_downloads: Int32Array;
  earnings_cents: Int32Array;
  spend_cents: Int32Array;
};

export type LedgerEntry = {
  id: number;
  user_id: number;
  created_at: string;
  description: string;
  amount_cents: number;
  kind: 'earning' | 'withdrawal' | 'budget_deposit' | 'budget_spend';
  /** A withdrawal's: when it reached the bank (its expected arrival, state/payout-dates.ts); absent while in flight. */
  paid_at?: string;
};

export type PayoutAccount = { user_id: number; country_code: string; onboarded: boolean; link_token: string };

export type Email = { id: number; to: string; subject: string; text: string; link?: string; sent_at: string };
