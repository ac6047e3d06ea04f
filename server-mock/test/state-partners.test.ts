import { describe, expect, it } from 'vitest';
import type { Campaign } from '../state/models.ts';
import {
  acceptOffer,
  acceptOnboardingFeed,
  advertiserPodcastOf,
  ensurePublisherPodcast,
  FALLBACK_CPM_CENTS,
  offerCampaigns,
  OFFER_COUNT,
  onboardingCpmCents,
  onboardingPodspot,
} from '../state/onboarding-offers.ts';
import { partnerAccountView } from '../state/partner-account-view.ts';
import {
  findByExternalId,
  findPartnerAccount,
  KEPT_IDEMPOTENCY_KEYS,
  partnerAccountsOf,
  refusalOf,
  savePartnerAccount,
  type PartnerAccountInput,
} from '../state/partner-accounts.ts';
import { offerCampaign, offerRunningCampaigns } from '../state/partner-offers.ts';
import { campaign, opportunity, podcast, podspot, series, storeOf, user } from './state-records.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const PARTNER = { id: 'pk_1', name: 'Castwave' };
const OTHER = { id: 'pk_2', name: 'Other host' };
const input = (extra: Partial<PartnerAccountInput> = {}): PartnerAccountInput => ({
  external_id: 'ext-1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  podcasts: [],
  ...extra,
});
const show = (name: string, extra = {}) => ({
  name,
  feed_managed_by_partner: false,
  analyst_access_confirmed: false,
  ...extra,
});
/** Campaigns of advertiser 9 on podcast 10: 20 pays most, 23 has spent its budget. */
const world = () =>
  storeOf({
    users: [user(9, { roles: ['advertiser'] })],
    podcasts: [podcast(10, 9), podcast(1, null, { rss_url: 'https://feeds/one' }), podcast(2, 5)],
    campaigns: [
      campaign(20, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(21, 10, { advertiser_id: 9, cpm_cents: 1000 }),
      campaign(22, 10, { advertiser_id: 9, cpm_cents: 3000 }),
      campaign(23, 10, { advertiser_id: 9, cpm_cents: 5000, budget_cents: 100 }),
    ],
    podspots: [podspot(40, 23, 2)],
    series: [series(40, 100, [80])],
  });

describe('partner accounts', () => {
  it('creates an account with its podcasts, new or from the catalogue, and offers them the running campaigns', () => {
    const store = world();
    const made = savePartnerAccount(
      store,
      PARTNER,
      input({
        podcasts: [
          show('Renamed one', { rss_url: 'https://feeds/one', feed_managed_by_partner: true }),
          show('Brand new', { artwork_url: 'https://art/new.png', analyst_access_confirmed: true }),
        ],
      }),
      undefined,
      NOW,
      'key-1',
    );
    expect(made).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      password_hash: '',
      roles: ['publisher'],
      onboarding: { state: 'onboarding_get_started', completed: false },
      created_at: '2026-11-20T12:00:00.000Z',
      partner: { partner_id: 'pk_1', external_id: 'ext-1', idempotency_keys: ['key-1'] },
    });
    expect(store.users.at(-1)).toBe(made);
    const fresh = store.podcasts.at(-1)!;
    expect(fresh).toMatchObject({
      name: 'Brand new',
      full_name: 'Ada Lovelace',
      description: 'Brand new, hosted by Ada Lovelace.',
      small_artwork: 'https://art/new.png',
      owner_id: made.id,
      apple_id: 1_000_000_000 + fresh.id,
      feed_managed_by_partner: false,
      analyst_access_confirmed: true,
      apple_feed_integrated: false,
    });
    expect(store.podcasts[1]).toMatchObject({ name: 'Renamed one', owner_id: made.id, apple_feed_integrated: true });
    expect(store.opportunities.map((o) => [o.publisher_podcast_id, o.campaign_id])).toEqual([
      [1, 20],
      [1, 22],
      [1, 21],
      [fresh.id, 20],
      [fresh.id, 22],
      [fresh.id, 21],
    ]);
    expect(partnerAccountsOf(store, PARTNER)).toEqual([made]);
    expect(partnerAccountsOf(store, OTHER)).toEqual([]);
    expect(findPartnerAccount(store, PARTNER, String(made.id))).toBe(made);
    expect(findPartnerAccount(store, OTHER, String(made.id))).toBeUndefined();
    expect(findPartnerAccount(store, PARTNER, '9')).toBeUndefined();
    expect(findByExternalId(store, PARTNER, 'ext-1')).toBe(made);
    expect(findByExternalId(store, PARTNER, 'ext-2')).toBeUndefined();
    expect(findByExternalId(store, OTHER, 'ext-1')).toBeUndefined();
  });

  it('updates in place: podcasts left out are kept, known ones not offered again, keys remembered up to a limit', () => {
    const store = world();
    const made = savePartnerAccount(
      store,
      PARTNER,
      input({ podcasts: [show('One', { apple_id: 10 })] }),
      undefined,
      NOW,
    );
    const offers = store.opportunities.length;
    made.partner!.idempotency_keys = Array.from({ length: KEPT_IDEMPOTENCY_KEYS }, (_, i) => `k${i}`);
    const again = savePartnerAccount(store, PARTNER, input({ email: 'new@example.com' }), made, NOW, 'k-new');
    expect(again).toBe(made);
    expect(made.email).toBe('new@example.com');
    expect(made.partner!.idempotency_keys).toHaveLength(KEPT_IDEMPOTENCY_KEYS);
    expect(made.partner!.idempotency_keys.at(-1)).toBe('k-new');
    expect(made.partner!.idempotency_keys[0]).toBe('k1');
    savePartnerAccount(store, PARTNER, input(), made, NOW, 'k-new');
    expect(made.partner!.idempotency_keys.filter((k) => k === 'k-new')).toHaveLength(1);
    savePartnerAccount(store, PARTNER, input({ podcasts: [show('One again', { apple_id: 10 })] }), made, NOW);
    expect(store.opportunities).toHaveLength(offers);
    expect(store.users.filter((u) => u.partner)).toHaveLength(1);
  });

  it.each([
    ['another account’s key', {}, 'ext-2', 'key-1', 'idempotency_key'],
    ['the email of another of its accounts', { email: 'ada@example.com' }, 'ext-2', undefined, 'email'],
    [
      'a podcast someone owns, by Apple id',
      { podcasts: [show('x', { apple_id: 20 })] },
      'ext-2',
      undefined,
      'podcasts[0].apple_id',
    ],
    [
      'a podcast someone owns, by feed',
      { podcasts: [show('a'), show('x', { rss_url: 'https://feeds/owned' })] },
      'ext-2',
      undefined,
      'podcasts[1].rss_url',
    ],
  ])('refuses %s', (_, fields, externalId, key, field) => {
    const store = world();
    store.podcasts.push(podcast(3, 5, { rss_url: 'https://feeds/owned' }));
    savePartnerAccount(store, PARTNER, input(), undefined, NOW, 'key-1');
    const request = input({ external_id: externalId, email: 'bob@example.com', ...fields });
    const refusal = refusalOf(store, PARTNER, request, findByExternalId(store, PARTNER, externalId), key);
    expect(refusal).toMatchObject({ status: 409, field });
  });

  it('keeps what a request leaves out; a new account and podcast start plain', () => {
    const store = world();
    const ada = savePartnerAccount(
      store,
      PARTNER,
      input({ podcasts: [show('One', { rss_url: 'https://feeds/one' }), show('Two')] }),
      undefined,
      NOW,
    );
    expect(ada).toMatchObject({ is_admin: false, first_name: 'Ada', last_name: 'Lovelace' });
    expect(store.podcasts.at(-1)).toMatchObject({ spotify_feed_integrated: false, estimated_dls_per_ep: 0 });
    savePartnerAccount(store, PARTNER, input({ podcasts: [show('One renamed', { apple_id: 10 })] }), ada, NOW);
    expect(store.podcasts[1]).toMatchObject({ name: 'One renamed', rss_url: 'https://feeds/one' });
    expect(store.podcasts.at(-1)!.rss_url).toBeUndefined();
  });

  it('a refused podcast is named by the field the request used', () => {
    const store = world();
    store.podcasts.push(podcast(3, 5, { rss_url: 'https://feeds/owned' }));
    const refusal = (p: ReturnType<typeof show>) => refusalOf(store, PARTNER, input({ podcasts: [p] }), undefined);
    expect(refusal(show('x', { apple_id: 30, rss_url: 'https://feeds/none' }))).toEqual({
      status: 409,
      field: 'podcasts[0].apple_id',
      message:
        'This podcast already belongs to another Podspot account. Leave it out, or contact support if it is this user’s.',
    });
    expect(refusal(show('x', { apple_id: 999, rss_url: 'https://feeds/owned' }))?.field).toBe('podcasts[0].rss_url');
    expect(refusal(show('x', { apple_id: 10 }))).toBeNull();
    expect(refusal(show('x', { rss_url: 'https://feeds/nobody' }))).toBeNull();
    expect(refusal(show('x'))).toBeNull();
  });

  it('explains whose email it is', () => {
    const store = world();
    const ada = savePartnerAccount(store, PARTNER, input(), undefined, NOW, 'key-1');
    expect(refusalOf(store, PARTNER, input({ external_id: 'ext-2' }), undefined)?.message).toBe(
      'This email belongs to your account with external_id "ext-1": send that external_id to change it, or another email.',
    );
    expect(
      refusalOf(store, PARTNER, input({ external_id: 'ext-2', email: 'user9@example.com' }), undefined)?.message,
    ).toBe(
      'This email belongs to a Podspot account that Castwave did not create, so the API cannot link it to an external_id. ' +
        'Mint embed tokens for it by email (POST /partner/embed_tokens {"email"}), or create this user with another email.',
    );
    expect(refusalOf(store, PARTNER, input({ external_id: 'ext-2', email: 'z@example.com' }), undefined)).toBeNull();
    expect(refusalOf(store, PARTNER, input({ external_id: 'ext-2' }), undefined, 'key-1')?.message).toBe(
      'This Idempotency-Key was used for the account with external_id "ext-1". Send a new key for another account.',
    );
    expect(refusalOf(store, PARTNER, input(), ada, 'key-1')).toBeNull();
    expect(
      refusalOf(store, PARTNER, input({ podcasts: [show('mine', { rss_url: 'https://feeds/one' })] }), ada),
    ).toBeNull();
    expect(
      refusalOf(store, OTHER, input({ external_id: 'ext-1', email: 'z@example.com' }), undefined, 'key-1'),
    ).toBeNull();
  });

  it('the view gives absolute artwork and the smart feed', () => {
    const store = world();
    const ada = savePartnerAccount(store, PARTNER, input({ podcasts: [show('New')] }), undefined, NOW);
    store.podcasts.push(podcast(4, ada.id, { small_artwork: 'https://cdn/4.jpg', apple_feed_integrated: true }));
    const view = partnerAccountView(store, ada, 'https://mock.test');
    const id = store.podcasts.at(-2)!.id;
    expect(view).toEqual({
      id: ada.id,
      external_id: 'ext-1',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_password: false,
      onboarding_state: 'onboarding_get_started',
      onboarding_completed: false,
      created_at: '2026-11-20T12:00:00.000Z',
      podcasts: [
        {
          id,
          name: 'New',
          apple_id: 1_000_000_000 + id,
          rss_url: null,
          artwork_url: `https://mock.test/api/artwork/${id}.png`,
          smart_feed: `https://mock.test/feeds/${store.podcasts.at(-2)!.smart_feed_token}.xml`,
          feed_managed_by_partner: false,
          feed_integrated: false,
          analyst_access_confirmed: false,
        },
        expect.objectContaining({ id: 4, artwork_url: 'https://cdn/4.jpg', feed_integrated: true }),
      ],
    });
    store.podcasts.push(podcast(5, ada.id, { feed_managed_by_partner: true, analyst_access_confirmed: true }));
    expect(partnerAccountView(store, ada, '').podcasts.at(-1)).toMatchObject({
      feed_managed_by_partner: true,
      analyst_access_confirmed: true,
    });
    expect(partnerAccountView(store, ada, '').podcasts[1]).toMatchObject({
      feed_managed_by_partner: false,
      analyst_access_confirmed: false,
    });
    ada.password_hash = 'x';
    expect(partnerAccountView(store, ada, '').has_password).toBe(true);
  });
});

describe('offers', () => {
  it('offerRunningCampaigns: nothing without podcasts or campaigns', () => {
    const store = world();
    expect(offerRunningCampaigns(store, user(7), [], NOW)).toEqual([]);
    expect(offerRunningCampaigns(storeOf({}), user(7), [podcast(1, 7)], NOW)).toEqual([]);
  });

  it('offerCampaign dates the offer now', () => {
    const store = world();
    expect(offerCampaign(store, store.campaigns[0], store.podcasts[1], NOW)).toEqual({
      id: store.seq,
      campaign_id: 20,
      publisher_podcast_id: 1,
      status: 'offered',
      created_at: '2026-11-20T12:00:00.000Z',
    });
  });
});

describe('the onboarding’s offers', () => {
  const many = (n: number): Campaign[] =>
    Array.from({ length: n }, (_, i) => campaign(100 + i, 10, { advertiser_id: 9, cpm_cents: 1000 + (i % 3) * 500 }));

  it(`shows at most ${OFFER_COUNT} other advertisers’ campaigns, best paid first, then oldest`, () => {
    const store = storeOf({ campaigns: many(9) });
    expect(offerCampaigns(store, { id: 9 })).toEqual([]);
    expect(offerCampaigns(store, { id: 7 }).map((c) => c.id)).toEqual([102, 105, 108, 101, 104, 107]);
    expect(onboardingCpmCents(store, user(7))).toBe(Math.round((3 * 2000 + 3 * 1500) / 6));
    expect(onboardingCpmCents(store, user(9))).toBe(FALLBACK_CPM_CENTS);
  });

  it('the onboarding podcast: the user’s own, else an unclaimed one, else a new one', () => {
    const store = storeOf({ podcasts: [podcast(1, 5), podcast(2, null), podcast(3, 7)] });
    expect(ensurePublisherPodcast(store, user(7), 500).id).toBe(3);
    expect(ensurePublisherPodcast(store, user(8), 500)).toMatchObject({
      id: 2,
      owner_id: 8,
      estimated_dls_per_ep: 500,
    });
    const made = ensurePublisherPodcast(store, user(6), 40);
    expect(made).toMatchObject({
      name: "First6 Last6's Podcast",
      full_name: 'First6 Last6',
      description: 'The podcast of First6 Last6.',
      small_artwork: `/api/artwork/${made.id}.png`,
      apple_id: 1_000_000_000 + made.id,
      owner_id: 6,
      estimated_dls_per_ep: 40,
      apple_feed_integrated: false,
    });
    expect(store.podcasts.at(-1)).toBe(made);
  });

  it('accepting an offer: an accepted opportunity (the partner’s offer when there is one) and a draft', () => {
    const store = world();
    const ada = user(7);
    store.podcasts.push(podcast(3, 7, { name: 'Ada show' }));
    store.opportunities.push(opportunity(30, 20, 3), opportunity(31, 21, 3, { status: 'accepted' }));
    const first = acceptOffer(store, ada, store.campaigns[0], 700, NOW);
    expect(store.opportunities[0].status).toBe('accepted');
    expect(first).toMatchObject({
      opportunity_id: 30,
      campaign_id: 20,
      publisher_podcast_id: 3,
      description: 'A 30 to 60-second read for Campaign 20, recorded by the host.',
      estimated_dls_per_ep: 700,
      created_at: '2026-11-20T12:00:00.000Z',
      aasm_state: 'draft',
    });
    expect(ada.onboarding).toMatchObject({ podspot_id: first.id, estimated_dls_per_ep: 700 });
    expect(onboardingPodspot(store, ada)).toBe(first);
    const second = acceptOffer(store, ada, store.campaigns[1], 700, NOW);
    expect(store.opportunities).toHaveLength(3);
    expect(store.opportunities[2]).toMatchObject({ id: second.opportunity_id, campaign_id: 21, status: 'accepted' });
    expect(onboardingPodspot(store, user(8))).toBeUndefined();
    expect(advertiserPodcastOf(store, store.campaigns[0]).id).toBe(10);
  });

  it('accepting the smart feed integrates the podcast and moves a ready draft on', () => {
    const p = podcast(3, 7);
    const draft = podspot(40, 20, 3, { audio_id: 'a' });
    acceptOnboardingFeed(draft, p, NOW);
    expect([p.apple_feed_integrated, draft.aasm_state]).toEqual([true, 'pending']);
  });
});
