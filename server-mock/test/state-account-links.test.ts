import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_MS,
  cancelLink,
  connectAccount,
  connectRefusal,
  issueAccountLink,
  pendingLink,
  type AccountLink,
} from '../state/account-links.ts';
import { storeOf, user } from './state-records.ts';

// The rules of linking an existing account to a platform (docs/behaviour/partner-accounts.md#linking-an-existing-account)
// on a hand-made store: which link a token names, what stops it, and what connecting changes.
const CASTWAVE = { id: 'pk_cast', name: 'Castwave' };
const OTHER = { id: 'pk_other', name: 'Other Host' };
const NOW = Date.parse('2026-11-20T12:00:00Z');

function world() {
  const ada = user(1, { email: 'ada@example.com' });
  const bob = user(2, { email: 'bob@example.com' });
  const store = storeOf({ users: [ada, bob] });
  return { store, ada, bob };
}
const isLink = (x: unknown): x is AccountLink => typeof x === 'object' && x !== null && 'token_hash' in x;

describe('an account link', () => {
  it('is issued pending for one hour, keeping only a hash of its token', () => {
    const { store, ada } = world();
    const { link, token } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    expect(link).toMatchObject({
      partner_id: 'pk_cast',
      partner_name: 'Castwave',
      external_id: 'ext-1',
      user_id: 1,
      email: 'ada@example.com',
      expires_at: NOW + ACCOUNT_LINK_MS,
      state: 'pending',
    });
    expect(ACCOUNT_LINK_MS).toBe(3_600_000);
    expect(link.id).toMatch(/^al_[0-9a-f]{16}$/);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(link.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(link)).not.toContain(token);
    expect(issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW).token).not.toBe(token);
  });

  it.each([
    ['a token nobody issued', 'nope', 0, 404, 'token', /^This link is not valid\. Go back to the platform/],
    [
      'a link past its hour',
      null,
      ACCOUNT_LINK_MS,
      410,
      'token',
      /^This link has expired \(links work for one hour\)\. Go back to Castwave/,
    ],
  ])('refuses %s', (_, given, later, status, field, message) => {
    const { store, ada } = world();
    const { token } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const refusal = pendingLink(store, given ?? token, ada, NOW + later);
    expect(refusal).toMatchObject({ status, field });
    expect(isLink(refusal) ? '' : refusal.message).toMatch(message);
  });

  it('works until the last millisecond of its hour, for its own user only', () => {
    const { store, ada, bob } = world();
    const { link, token } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    expect(pendingLink(store, token, ada, NOW + ACCOUNT_LINK_MS - 1)).toBe(link);
    expect(pendingLink(store, token, bob, NOW)).toEqual({
      status: 403,
      field: 'email',
      message:
        'This link is for the Podspot account ada@example.com. Log out, then log in with that account to connect it.',
    });
  });

  it('is spent by connecting or cancelling, with a sentence for each', () => {
    const { store, ada } = world();
    const used = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const other = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const cancelled = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    cancelLink(cancelled.link);
    expect(pendingLink(store, cancelled.token, ada, NOW)).toMatchObject({
      status: 409,
      message: 'This link was cancelled. Go back to Castwave and start connecting again for a new link.',
    });
    connectAccount(store, used.link, ada, NOW);
    for (const { token } of [used, other])
      expect(pendingLink(store, token, ada, NOW)).toMatchObject({
        status: 409,
        message: 'This link has already been used. Go back to Castwave and start connecting again for a new link.',
      });
    expect(cancelled.link.state).toBe('cancelled');
  });

  it('forgets links a day past their expiry, and says "expired" until then', () => {
    const { store, ada } = world();
    const old = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const dayAfter = NOW + 25 * ACCOUNT_LINK_MS;
    issueAccountLink(store, CASTWAVE, 'ext-2', ada, NOW + 24 * ACCOUNT_LINK_MS);
    expect(pendingLink(store, old.token, ada, dayAfter)).toMatchObject({ status: 410 });
    issueAccountLink(store, CASTWAVE, 'ext-3', ada, dayAfter + 1);
    expect(pendingLink(store, old.token, ada, dayAfter + 1)).toMatchObject({ status: 404 });
  });
});

describe('connecting an account', () => {
  it('makes it the platform’s under the external_id, once, with the time it was linked', () => {
    const { store, ada } = world();
    const { link } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    expect(connectRefusal(store, link, ada)).toBeNull();
    connectAccount(store, link, ada, NOW);
    expect(ada.partner).toEqual({
      partner_id: 'pk_cast',
      external_id: 'ext-1',
      idempotency_keys: [],
      linked_at: '2026-11-20T12:00:00.000Z',
    });
    expect(connectRefusal(store, link, ada)).toBeNull(); // the same platform and id again: nothing stops it
    connectAccount(store, link, ada, NOW + 1000);
    expect(ada.partner?.linked_at).toBe('2026-11-20T12:00:00.000Z');
  });

  it.each([
    [
      'an account another platform has connected since',
      (ada: ReturnType<typeof user>) =>
        void (ada.partner = { partner_id: OTHER.id, external_id: 'x', idempotency_keys: [] }),
      'Your Podspot account is already connected to another platform, so it cannot be connected to this one.',
    ],
    [
      'an account this platform has under another external_id',
      (ada: ReturnType<typeof user>) =>
        void (ada.partner = { partner_id: CASTWAVE.id, external_id: 'x', idempotency_keys: [] }),
      'Castwave has already connected another Podspot account for you. Go back to Castwave and start connecting again for a new link.',
    ],
  ])('refuses %s', (_, before, message) => {
    const { store, ada } = world();
    const { link } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    before(ada);
    expect(connectRefusal(store, link, ada)).toEqual({ status: 409, field: 'account', message });
  });

  it('refuses when the platform gave the external_id to another account since', () => {
    const { store, ada, bob } = world();
    const { link } = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    bob.partner = { partner_id: OTHER.id, external_id: 'ext-1', idempotency_keys: [] };
    expect(connectRefusal(store, link, ada)).toBeNull(); // another platform's ext-1 is not this one's
    bob.partner = { partner_id: CASTWAVE.id, external_id: 'ext-1', idempotency_keys: [] };
    expect(connectRefusal(store, link, ada)).toMatchObject({ status: 409, field: 'account' });
  });

  it('spends only this user’s pending links of this platform', () => {
    const { store, ada, bob } = world();
    const mine = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const again = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    const elsewhere = issueAccountLink(store, OTHER, 'o-1', ada, NOW);
    const bobs = issueAccountLink(store, CASTWAVE, 'ext-2', bob, NOW);
    const cancelled = issueAccountLink(store, CASTWAVE, 'ext-1', ada, NOW);
    cancelLink(cancelled.link);
    connectAccount(store, mine.link, ada, NOW);
    expect([mine, again, elsewhere, bobs, cancelled].map((l) => l.link.state)).toEqual([
      'connected',
      'connected',
      'pending',
      'pending',
      'cancelled',
    ]);
  });
});
