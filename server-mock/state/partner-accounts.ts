import { randomBytes } from 'node:crypto';
import { nowIso } from './dates.ts';
import type { Podcast, User } from './models.ts';
import { newAccount } from './onboarding-machine.ts';
import { offerRunningCampaigns } from './partner-offers.ts';
import { findUserByEmail, nextId, type Store } from './store.ts';

/** A partner as the API knows it: the fingerprint of its key (never the key) and its name. */
export type Partner = { id: string; name: string };

export type PartnerPodcastInput = {
  name: string;
  rss_url?: string;
  apple_id?: number;
  artwork_url?: string;
  feed_managed_by_partner: boolean;
  analyst_access_confirmed: boolean;
  /** From the platform's own statistics; absent: the figure stays as it is (docs/behaviour/partner-accounts.md#download-figures). */
  downloads_per_episode?: number;
};
export type PartnerAccountInput = {
  external_id: string;
  email: string;
  first_name: string;
  last_name: string;
  podcasts: PartnerPodcastInput[];
};

/** Why a request cannot be carried out: the field (as the request names it) and the sentence for the developer. */
export type Refusal = { status: 404 | 409; field: string; message: string };

/** How many `Idempotency-Key`s an account remembers (the latest ones). */
export const KEPT_IDEMPOTENCY_KEYS = 20;

export const partnerAccountsOf = (store: Store, partner: Partner): User[] =>
  store.users.filter((u) => u.partner?.partner_id === partner.id);

/** One of the partner's accounts by the id in a path; undefined for any other account, so ids do not leak. */
export const findPartnerAccount = (store: Store, partner: Partner, rawId: string): User | undefined =>
  store.users.find((u) => String(u.id) === rawId && u.partner?.partner_id === partner.id);

export const findByExternalId = (store: Store, partner: Partner, externalId: string): User | undefined =>
  store.users.find((u) => u.partner?.partner_id === partner.id && u.partner.external_id === externalId);

/** The store's podcast a request's podcast stands for: the same Apple id, else the same feed URL. */
const podcastOf = (store: Store, input: PartnerPodcastInput): Podcast | undefined =>
  (input.apple_id !== undefined ? store.podcasts.find((p) => p.apple_id === input.apple_id) : undefined) ??
  (input.rss_url !== undefined ? store.podcasts.find((p) => p.rss_url === input.rss_url) : undefined);

/**
 * What stops `input` from being saved for `partner`, checked before anything changes (a refused request changes
 * nothing). `account` is the partner's account with this external_id, when there is one.
 */
export function refusalOf(
  store: Store,
  partner: Partner,
  input: PartnerAccountInput,
  account: User | undefined,
  idempotencyKey?: string,
): Refusal | null {
  if (idempotencyKey) {
    const keyed = partnerAccountsOf(store, partner).find((u) => u.partner!.idempotency_keys.includes(idempotencyKey));
    if (keyed && keyed !== account)
      return {
        status: 409,
        field: 'idempotency_key',
        message: `This Idempotency-Key was used for the account with external_id "${keyed.partner!.external_id}". Send a new key for another account.`,
      };
  }
  const owner = findUserByEmail(store, input.email);
  if (owner && owner !== account) {
    const message =
      owner.partner?.partner_id === partner.id
        ? `This email belongs to your account with external_id "${owner.partner.external_id}": send that external_id to change it, or another email.`
        : owner.partner
          ? 'This email belongs to a Podspot account another platform manages. Create this user with another email.'
          : `This email belongs to a Podspot account that ${partner.name} did not create. To link it to this external_id, ` +
            'call POST /partner/account_links {"external_id", "email"} and send the user to the url it answers: they ' +
            'connect the account in the console once. Or create this user with another email.';
    return { status: 409, field: 'email', message };
  }
  for (const [i, podcast] of input.podcasts.entries()) {
    const found = podcastOf(store, podcast);
    if (found && found.owner_id !== null && found.owner_id !== account?.id) {
      const field = podcast.apple_id !== undefined && found.apple_id === podcast.apple_id ? 'apple_id' : 'rss_url';
      return {
        status: 409,
        field: `podcasts[${i}].${field}`,
        message:
          'This podcast already belongs to another Podspot account. Leave it out, or contact support if it is this user’s.',
      };
    }
  }
  return null;
}

function newPodcast(store: Store, input: PartnerPodcastInput, owner: User): Podcast {
  const id = nextId(store);
  return {
    id,
    apple_id: input.apple_id ?? 1_000_000_000 + id,
    name: input.name,
    full_name: `${owner.first_name} ${owner.last_name}`,
    description: `${input.name}, hosted by ${owner.first_name} ${owner.last_name}.`,
    small_artwork: `/api/artwork/${id}.png`,
    owner_id: null, // given by applyPodcast, which also marks it as new to the account
    smart_feed_token: randomBytes(8).toString('hex'),
    apple_feed_integrated: false,
    spotify_feed_integrated: false,
    estimated_dls_per_ep: 0,
  };
}

/**
 * Writes a request's podcast onto the store's; a managed feed is integrated (unmanaging leaves integration as is), and
 * a download figure replaces the one the estimates are made from.
 */
function applyPodcast(podcast: Podcast, input: PartnerPodcastInput, owner: User): void {
  podcast.owner_id = owner.id;
  podcast.name = input.name;
  if (input.rss_url !== undefined) podcast.rss_url = input.rss_url;
  if (input.artwork_url !== undefined) podcast.small_artwork = input.artwork_url;
  podcast.feed_managed_by_partner = input.feed_managed_by_partner;
  podcast.analyst_access_confirmed = input.analyst_access_confirmed;
  if (input.feed_managed_by_partner) podcast.apple_feed_integrated = true;
  if (input.downloads_per_episode !== undefined) podcast.estimated_dls_per_ep = input.downloads_per_episode;
}

/**
 * Creates the partner's account for `input` or updates `account` (the one with its external_id), after `refusalOf`
 * found nothing; no await inside, so no other call sees it half-written. Podcasts the request leaves out are kept.
 * New podcasts are offered the running campaigns.
 */
export function savePartnerAccount(
  store: Store,
  partner: Partner,
  input: PartnerAccountInput,
  account: User | undefined,
  nowMs: number,
  idempotencyKey?: string,
): User {
  const user: User = account ?? {
    id: nextId(store),
    email: '',
    first_name: '',
    last_name: '',
    password_hash: '', // no password: the user may set one through the reset-password flow
    roles: newAccount({}).roles,
    is_admin: false,
    onboarding: { state: newAccount({}).state, completed: false, estimated_dls_per_ep: 0 },
    created_at: nowIso(nowMs),
    partner: { partner_id: partner.id, external_id: input.external_id, idempotency_keys: [] },
  };
  Object.assign(user, { email: input.email, first_name: input.first_name, last_name: input.last_name });
  if (idempotencyKey && !user.partner!.idempotency_keys.includes(idempotencyKey))
    user.partner!.idempotency_keys = [...user.partner!.idempotency_keys, idempotencyKey].slice(-KEPT_IDEMPOTENCY_KEYS);
  if (!account) store.users.push(user);

  const added: Podcast[] = [];
  for (const input_ of input.podcasts) {
    let podcast = podcastOf(store, input_);
    if (!podcast) store.podcasts.push((podcast = newPodcast(store, input_, user)));
    if (podcast.owner_id !== user.id) added.push(podcast);
    applyPodcast(podcast, input_, user);
  }
  offerRunningCampaigns(store, user, added, nowMs);
  return user;
}
