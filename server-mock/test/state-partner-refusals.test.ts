import { describe, expect, it } from 'vitest';
import { findByExternalId, refusalOf, savePartnerAccount } from '../state/partner-accounts.ts';
import { NOW, PARTNER, OTHER, input, show, world } from './partner-records.ts';
import { podcast } from './state-records.ts';

describe('refusals of partner accounts', () => {
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
      'This email belongs to a Podspot account that Castwave did not create. To link it to this external_id, call ' +
        'POST /partner/account_links {"external_id", "email"} and send the user to the url it answers: they connect ' +
        'the account in the console once. Or create this user with another email.',
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
});
