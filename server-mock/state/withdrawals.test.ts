import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './models.ts';
import { isBankCountry, openPayoutAccount, payoutAccountByLink, payoutAccountOf } from './payouts.ts';
import { emptyStore, type Store } from './store.ts';
import { payDueWithdrawals, withdrawalsOf } from './withdrawals.ts';

let ids = 1;
const entry = (user_id: number, kind: LedgerEntry['kind'], amount_cents: number, created_at: string): LedgerEntry => ({
  id: ids++,
  user_id,
  kind,
  amount_cents,
  created_at,
  description: `${kind} ${amount_cents}`,
});
const storeWith = (ledger: LedgerEntry[], budget: LedgerEntry[] = []): Store => ({ ...emptyStore(), ledger, budget });

describe('withdrawals on their way and paid', () => {
  it('pays each withdrawal on its arrival day (3 business days), dated then', () => {
    const store = storeWith([
      entry(1, 'withdrawal', -100, '2026-11-16T10:00:00.000Z'),
      entry(1, 'withdrawal', -200, '2026-11-18T10:00:00.000Z'),
      entry(1, 'earning', 900, '2026-11-01T00:00:00.000Z'),
    ]);
    expect(payDueWithdrawals(store, Date.parse('2026-11-18T23:59:59Z'))).toBe(false);
    expect(payDueWithdrawals(store, Date.parse('2026-11-19T00:00:00Z'))).toBe(true);
    expect(store.ledger.map((e) => e.paid_at)).toEqual(['2026-11-19T00:00:00.000Z', undefined, undefined]);
    expect(payDueWithdrawals(store, Date.parse('2026-11-20T00:00:00Z'))).toBe(false);
    expect(payDueWithdrawals(store, Date.parse('2026-11-22T23:59:59Z'))).toBe(false);
    expect(payDueWithdrawals(store, Date.parse('2026-11-23T00:00:00Z'))).toBe(true);
    expect(store.ledger.map((e) => e.paid_at)).toEqual([
      '2026-11-19T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      undefined,
    ]);
  });

  it('lists the user’s own, newest first, split by paid', () => {
    const store = storeWith([
      entry(1, 'withdrawal', -1, '2026-11-01T00:00:00.000Z'),
      entry(2, 'withdrawal', -2, '2026-11-02T00:00:00.000Z'),
      entry(1, 'earning', 3, '2026-11-03T00:00:00.000Z'),
      entry(1, 'withdrawal', -4, '2026-11-04T00:00:00.000Z'),
      entry(1, 'withdrawal', -5, '2026-11-04T00:00:00.000Z'),
    ]);
    store.ledger[0].paid_at = '2026-11-05T00:00:00.000Z';
    const { inFlight, paid } = withdrawalsOf(store, 1);
    expect([inFlight.map((e) => e.amount_cents), paid.map((e) => e.amount_cents)]).toEqual([[-5, -4], [-1]]);
  });
});

describe('payout accounts', () => {
  it.each([
    ['US', true],
    ['GB', true],
    ['AU', true],
    ['DE', false],
    ['us', false],
    [1, false],
  ])('%j is a bank country: %s', (value, ok) => {
    expect(isBankCountry(value)).toBe(ok);
  });

  it('opens one account a user; the country changes until onboarding is done', () => {
    const store = emptyStore();
    const { account, created } = openPayoutAccount(store, 1, 'US');
    expect(created).toBe(true);
    expect(account).toEqual({
      user_id: 1,
      country_code: 'US',
      onboarded: false,
      link_token: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(openPayoutAccount(store, 1, 'GB')).toEqual({ account, created: false });
    expect(account.country_code).toBe('GB');
    account.onboarded = true;
    openPayoutAccount(store, 1, 'NL');
    expect(account.country_code).toBe('GB');
    expect(store.payoutAccounts).toHaveLength(1);
    expect(payoutAccountOf(store, 1)).toBe(account);
    expect(payoutAccountOf(store, 2)).toBeUndefined();
    expect(payoutAccountByLink(store, account.link_token)).toBe(account);
    expect(payoutAccountByLink(store, 'other')).toBeUndefined();
  });
});
