import { Toasts, useToasts } from '@sdk/ui/toasts';
import { getBalance, getTransactions } from '@sdk/api/billing';
import { formatMoney } from '@sdk/core/format';
import { BalanceCard } from '@sdk/widgets/payouts/balance-card';
import { Ledger } from '@sdk/widgets/payouts/ledger';
import { PodcastEarningsSlot } from '@sdk/widgets/payouts/podcast-earnings-slot';
import { api } from '../../lib/api';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { useLoad } from '../../ui/use-load';
import { BillingLayout } from './billing-layout';

const loadBalance = () => getBalance(api);
const loadTransactions = () => getTransactions(api, 'earnings');

function Earnings() {
  const balance = useLoad(loadBalance);
  const transactions = useLoad(loadTransactions);
  const toasts = useToasts();
  const withdrawn = (amount: number) => {
    balance.reload();
    transactions.reload();
    toasts.show(`${formatMoney(amount)} is on its way to your bank account.`);
  };
  return (
    <BillingLayout side="Earnings">
      <h1 className="page__title">Earnings</h1>
      <div className="ps-payouts">
        <BalanceCard balance={balance.data} error={balance.error} onRetry={balance.reload} onWithdrawn={withdrawn} />
        <Ledger transactions={transactions.data} error={transactions.error} onRetry={transactions.reload} />
        <PodcastEarningsSlot />
      </div>
      <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </BillingLayout>
  );
}

/**
 * /billing/earnings (publisher): balance and payouts, the ledger, and earnings by podcast for a month; the payouts
 * widget's parts (sdk/widgets/payouts), which call through the widget environment.
 */
export function EarningsPage() {
  return (
    <ConsoleWidgets>
      <Earnings />
    </ConsoleWidgets>
  );
}
