import { describe, expect, it } from 'vitest';
import { payoutAccountChanged, type PayoutAccountState } from './payout-account';

const none: PayoutAccountState = { is_account_created: false, is_onboarding_completed: false };
const created: PayoutAccountState = { is_account_created: true, is_onboarding_completed: false };
const complete: PayoutAccountState = { is_account_created: true, is_onboarding_completed: true };

describe('payoutAccountChanged', () => {
  it.each([
    ['the first reading', null, created, false],
    ['the same reading again', created, created, false],
    ['an account created', none, created, true],
    ['its onboarding completed', created, complete, true],
    ['both at once', none, complete, true],
    ['complete, read again', complete, complete, false],
  ] as const)('%s → %s', (_, before, after, expected) => {
    expect(payoutAccountChanged(before, after)).toBe(expected);
  });
});
