import { getBudget, getTransactions } from '@sdk/api/billing';
import { budgetFigures } from '@sdk/core/budget';
import { formatMoney } from '@sdk/core/format';
import { Spinner } from '@sdk/ui/status-view';
import { Ledger } from '@sdk/widgets/payouts/ledger';
import { api } from '../../lib/api';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { LoadFailed } from '../../ui/load-failed';
import { useLoad } from '../../ui/use-load';
import { BillingLayout } from './billing-layout';

const loadBudget = () => getBudget(api);
// Always the budget ledger here: a user with both roles would otherwise get the earnings ledger.
const loadTransactions = () => getTransactions(api, 'budget');

/** /billing/advertising (advertiser): the prepaid budget still available, and its deposits and spend. */
export function AdvertisingPage() {
  const budget = useLoad(loadBudget);
  const transactions = useLoad(loadTransactions);
  const b = budget.data;
  const figures = b ? budgetFigures(b.total_budget, b.available_budget) : null;
  return (
    <BillingLayout side="Advertising">
      <h1 className="page__title">Advertising</h1>
      <section className="ps-card billing__card" aria-labelledby="budget-title">
        <h2 id="budget-title" className="billing__label">
          Available budget
        </h2>
        {budget.error ? <LoadFailed error={budget.error} onRetry={budget.reload} /> : null}
        {!b && !budget.error ? <Spinner label="Loading budget" /> : null}
        {b && figures ? (
          <>
            <p className="billing__amount" data-testid="available-budget">
              {formatMoney(b.available_budget)}
            </p>
            <p className="ps-muted billing__note">
              Prepaid budget: {formatMoney(b.total_budget)} in total, {formatMoney(figures.spend)} spent.
            </p>
            <div
              className="progress"
              role="progressbar"
              aria-label="Budget spent"
              aria-valuenow={Math.round(figures.percentage)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${Math.min(100, figures.percentage)}%` }} />
            </div>
          </>
        ) : null}
      </section>
      <ConsoleWidgets>
        <Ledger transactions={transactions.data} error={transactions.error} onRetry={transactions.reload} />
      </ConsoleWidgets>
    </BillingLayout>
  );
}
