import type { ApiClient } from './client';
import type { DateRange } from '../core/date-presets';
import type { components } from './schema';

/** One ledger entry; `amount` is signed dollars. */
export type LedgerTransaction = { created_at: string; description: string; amount: number };

export type PodcastEarningsLine = { id: number; description: string; amount: number };
export type PodcastEarningsEntry = {
  podcast_id: number;
  podcast_name: string;
  total_amount: number;
  /** How many line items the podcast has: `line_items` is empty when they were left out. */
  line_count: number;
  line_items: PodcastEarningsLine[];
};
export type PodcastEarnings = { total_earnings: number; transactions: PodcastEarningsEntry[] };

/** The publisher's payout account at the payment provider. */
export type PayoutDetails = {
  is_account_created: boolean;
  is_onboarding_completed: boolean;
  stripe_link: string | null;
};

export const BANK_COUNTRIES = ['AU', 'CA', 'HK', 'IE', 'NL', 'NZ', 'SG', 'GB', 'US'] as const;
export type BankCountry = (typeof BANK_COUNTRIES)[number];

/** `earnings` is the publisher's ledger, `budget` the advertiser's; the server picks by role when left out. */
export type Ledger = 'earnings' | 'budget';

export const getBalance = (client: ApiClient) =>
  client.get<{ available_amount: number }>('/billing/balance').then((r) => r.available_amount);

export const getTransactions = (client: ApiClient, ledger?: Ledger) =>
  client.get<{ transactions: LedgerTransaction[] }>('/billing/transactions', { ledger }).then((r) => r.transactions);

export const getBudget = (client: ApiClient) =>
  client.get<{ available_budget: number; total_budget: number }>('/billing/budget');

/**
 * Earnings per podcast for a range. `lineItems: false` leaves every podcast's lines out (a network's month holds
 * thousands); `podcastId` answers that podcast alone, with its lines.
 */
export const getPodcastEarnings = (
  client: ApiClient,
  { start, end }: DateRange,
  { lineItems = true, podcastId }: { lineItems?: boolean; podcastId?: number } = {},
) =>
  client.get<PodcastEarnings>('/billing/podcast_earnings', {
    start_date: start,
    end_date: end,
    line_items: lineItems ? undefined : false,
    podcast_id: podcastId,
  });

export const getPayoutDetails = (client: ApiClient) => client.get<PayoutDetails>('/stripe/details');

export const createPayoutAccount = (client: ApiClient, country: BankCountry) =>
  client.post<{ stripe_link: string }>('/stripe/create_account', { country_code: country });

/** Whole dollars; answers the balance after the withdrawal. */
export const withdrawEarnings = (client: ApiClient, amount: number) =>
  client.post<{ available_amount: number; transaction: LedgerTransaction }>('/stripe/withdraw', { amount });

/**
 * The way from earned to paid, with dates (docs/behaviour/billing.md#billing-summary): this month's earnings still
 * accruing (dollars) and the day they become available (`YYYY-MM-DD`, the 1st of the next month), the available
 * balance, withdrawals in flight with `expected_on` and the latest paid ones with `paid_on`, and the payout account.
 * Publishers only; embed tokens may call it.
 */
export type BillingSummary = components['schemas']['BillingSummary'];

export const getBillingSummary = (client: ApiClient) => client.get<BillingSummary>('/billing/summary');
