import type { ApiClient } from './client';
import type { components } from './schema';

/** One ledger entry; `amount` is signed dollars. */
export type LedgerTransaction = { created_at: string; description: string; amount: number };

/** The publisher's payout account at the payment provider. */
export type PayoutDetails = {
  is_account_created: boolean;
  is_onboarding_completed: boolean;
  stripe_link: string | null;
};

/** `earnings` is the publisher's ledger, `budget` the advertiser's; the server picks by role when left out. */
export type Ledger = 'earnings' | 'budget';

export const getBalance = (client: ApiClient) =>
  client.get<{ available_amount: number }>('/billing/balance').then((r) => r.available_amount);

export const getTransactions = (client: ApiClient, ledger?: Ledger) =>
  client.get<{ transactions: LedgerTransaction[] }>('/billing/transactions', { ledger }).then((r) => r.transactions);

export const getBudget = (client: ApiClient) =>
  client.get<{ available_budget: number; total_budget: number }>('/billing/budget');

export const getPayoutDetails = (client: ApiClient) => client.get<PayoutDetails>('/stripe/details');

/**
 * The way from earned to paid, with dates (docs/behaviour/billing.md#billing-summary): this month's earnings still
 * accruing (dollars) and the day they become available (`YYYY-MM-DD`, the 1st of the next month), the available
 * balance, withdrawals in flight with `expected_on` and the latest paid ones with `paid_on`, and the payout account.
 * Publishers only; embed tokens may call it.
 */
export type BillingSummary = components['schemas']['BillingSummary'];

export const getBillingSummary = (client: ApiClient) => client.get<BillingSummary>('/billing/summary');
