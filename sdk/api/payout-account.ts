import type { ApiClient } from './client';
import type { LedgerTransaction } from './billing';

// Apart from billing.ts: only the payout dialogs call these, so they travel in the dialogs' chunk
// (docs/performance.md#lazy-dialogs), not in the first download of the payouts widget or /billing/earnings.

export const BANK_COUNTRIES = ['AU', 'CA', 'HK', 'IE', 'NL', 'NZ', 'SG', 'GB', 'US'] as const;
export type BankCountry = (typeof BANK_COUNTRIES)[number];

export const createPayoutAccount = (client: ApiClient, country: BankCountry) =>
  client.post<{ stripe_link: string }>('/stripe/create_account', { country_code: country });

/** Whole dollars; answers the balance after the withdrawal. */
export const withdrawEarnings = (client: ApiClient, amount: number) =>
  client.post<{ available_amount: number; transaction: LedgerTransaction }>('/stripe/withdraw', { amount });
