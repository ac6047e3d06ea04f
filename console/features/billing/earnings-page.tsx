import { Toasts, useToasts } from '@sdk/ui/toasts';
import { getBalance, getTransactions } from '@sdk/api/billing';
import { formatMoney } from '@sdk/core/format';
import { api } from '../../lib/api';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { useLoad } from '../../ui/use-load';
import { BalanceCard } from './balance-card';
import { BillingLayout } from './billing-layout';
import { Ledger } from './ledger';
import { PodcastEarnings } from './podcast-earnings';

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
      <BalanceCard balance={balance} onWithdrawn={withdrawn} />
      <Ledger title="Transactions" transactions={transactions} />
      <PodcastEarnings />
      <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </BillingLayout>
  );
}

/** /billing/earnings (publisher): balance and payouts, the ledger, and earnings by podcast for a month. */
export function EarningsPage() {
  // The withdraw and bank-country dialogs are the SDK's (sdk/widgets/payouts): they call through the widget environment.
  return (
    <ConsoleWidgets>
      <Earnings />
    </ConsoleWidgets>
  );
}
