import { describe, expect, it } from 'vitest';
import { partnerAccountView } from '../state/partner-account-view.ts';
import {
  findByExternalId,
  findPartnerAccount,
  KEPT_IDEMPOTENCY_KEYS,
  partnerAccountsOf,
  savePartnerAccount,
} from '../state/partner-accounts.ts';
import { NOW, PARTNER, OTHER, input, show, world } from './partner-records.ts';
import { podcast } from './state-records.ts';

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
          downloads_per_episode: null,
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
