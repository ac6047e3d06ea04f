import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { getBillingSummary, getTransactions, type BillingSummary, type LedgerTransaction } from '../api/billing';
import { latestCall } from './latest-call';

/** One load's state: what the widget shows until the next answer replaces it. */
type Loadable<T> = { status: 'loading' | 'ready' | 'error'; data: T | null; error: ApiError | null };

type PayoutsState = {
  summary: Loadable<BillingSummary>;
  ledger: Loadable<LedgerTransaction[]>;
  loadSummary(): Promise<void>;
  loadLedger(): Promise<void>;
  /** After a withdrawal or a new payout account: both again. */
  reload(): Promise<void>;
};

const loading = { status: 'loading', data: null, error: null } as const;

/**
 * One store per mounted payouts widget: the billing summary (the way from earned to paid) and the earnings ledger. A
 * reload keeps what is shown until its answer arrives; a slower, older answer never overwrites a newer one.
 */
export function createPayoutsStore(client: ApiClient) {
  const latestSummary = latestCall();
  const latestLedger = latestCall();
  return createStore<PayoutsState>()((set, get) => ({
    summary: loading,
    ledger: loading,
    async loadSummary() {
      const isCurrent = latestSummary.begin();
      set((s) => ({ summary: { ...s.summary, status: 'loading', error: null } }));
      try {
        const data = await getBillingSummary(client);
        if (isCurrent()) set({ summary: { status: 'ready', data, error: null } });
      } catch (error) {
        if (isCurrent()) set({ summary: { status: 'error', data: null, error: error as ApiError } });
      }
    },
    async loadLedger() {
      const isCurrent = latestLedger.begin();
      set((s) => ({ ledger: { ...s.ledger, status: 'loading', error: null } }));
      try {
        const data = await getTransactions(client, 'earnings');
        if (isCurrent()) set({ ledger: { status: 'ready', data, error: null } });
      } catch (error) {
        if (isCurrent()) set({ ledger: { status: 'error', data: null, error: error as ApiError } });
      }
    },
    reload: () => Promise.all([get().loadSummary(), get().loadLedger()]).then(() => undefined),
  }));
}
