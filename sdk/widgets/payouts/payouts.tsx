import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '../../core/format';
import { createPayoutsStore } from '../../stores/payouts-store';
import { useStore } from '../../stores/use-store';
import { useMessages } from '../../ui/i18n';
import { Toasts, useToasts } from '../../ui/toasts';
import { useRequestEffect } from '../../ui/use-request-effect';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { BalanceCard } from './balance-card';
import { Ledger } from './ledger';
import messages from './messages.en.json';
import { PayoutWay } from './payout-way';
import { PodcastEarningsSlot } from './podcast-earnings-slot';
import type { PayoutsProps } from './props';
import { useAccountChanges } from './use-account-changes';
import { useSummaryRefresh } from './use-summary-refresh';

/** Ledger rows per page in the widget (the console shows them all). */
const LEDGER_PAGE = 10;

/**
 * A publisher's payouts in a host page (docs/behaviour/billing.md#payouts-widget): the way from earned to paid with
 * dates, the available balance with "Withdraw funds" (or the payout account's setup), the ledger and earnings by
 * podcast. The console's /billing/earnings is built from the same parts.
 */
export function Payouts(_props: PayoutsProps) {
  const { client, locale, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const [store] = useState(() => createPayoutsStore(client));
  const { summary, ledger, loadSummary, loadLedger, reload } = useStore(store);
  const toasts = useToasts();
  useRequestEffect(() => {
    void reload();
  }, [reload]);
  // A month credited or a withdrawal paid also changes the ledger: both again.
  useSummaryRefresh(summary.data, () => void reload());
  const ready = summary.status === 'ready';
  useEffect(() => {
    if (ready) emit('ready', { widget: 'payouts' });
  }, [ready, emit]);
  const withdrawn = useCallback(
    (amount: number) => {
      void reload();
      toasts.show(t('payouts.withdrawn', { amount: formatMoney(amount, locale) }));
    },
    [reload, toasts, t, locale],
  );
  const account = useAccountChanges(summary.data, () => void loadSummary());
  return (
    <div className="ps-payouts" role="region" aria-label={t('payouts.title')}>
      <PayoutWay summary={summary.data} />
      <BalanceCard
        balance={summary.data?.available_amount ?? null}
        error={summary.error}
        onRetry={() => void loadSummary()}
        onWithdrawn={withdrawn}
        onAccountChanged={account.changedHere}
        reloadKey={account.reloadKey}
      />
      <Ledger
        transactions={ledger.data}
        error={ledger.error}
        onRetry={() => void loadLedger()}
        pageSize={LEDGER_PAGE}
      />
      <PodcastEarningsSlot />
      <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
