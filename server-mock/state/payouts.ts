import { randomBytes } from 'node:crypto';
import type { PayoutAccount } from './models.ts';
import type { Store } from './store.ts';

/** Bank countries the (mocked) payout provider supports. */
export const BANK_COUNTRIES = ['AU', 'CA', 'HK', 'IE', 'NL', 'NZ', 'SG', 'GB', 'US'] as const;

export const isBankCountry = (value: unknown): value is (typeof BANK_COUNTRIES)[number] =>
  BANK_COUNTRIES.includes(value as (typeof BANK_COUNTRIES)[number]);

export const payoutAccountOf = (store: Store, userId: number): PayoutAccount | undefined =>
  store.payoutAccounts.find((a) => a.user_id === userId);

/** The account a provider onboarding link belongs to: the link's token is its only secret. */
export const payoutAccountByLink = (store: Store, token: string): PayoutAccount | undefined =>
  store.payoutAccounts.find((a) => a.link_token === token);

/**
 * The user's payout account, opened with `countryCode` when there is none. Choosing again before finishing the
 * provider's onboarding changes the country; a finished account keeps its own.
 */
export function openPayoutAccount(
  store: Store,
  userId: number,
  countryCode: string,
): { account: PayoutAccount; created: boolean } {
  const existing = payoutAccountOf(store, userId);
  if (existing) {
    if (!existing.onboarded) existing.country_code = countryCode;
    return { account: existing, created: false };
  }
  const account: PayoutAccount = {
    user_id: userId,
    country_code: countryCode,
    onboarded: false,
    link_token: randomBytes(16).toString('hex'),
  };
  store.payoutAccounts.push(account);
  return { account, created: true };
}
