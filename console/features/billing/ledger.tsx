import type { LedgerTransaction } from '@sdk/api/billing';
import { formatDay, formatMoney } from '@sdk/core/format';
import { Spinner } from '@sdk/ui/status-view';
import { LoadFailed } from '../../ui/load-failed';
import type { Loaded } from '../../ui/use-load';

/** `+$1,200.00` / `−$50.00`: the ledger shows every amount with its sign. */
export const signedMoney = (amount: number) => `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount))}`;

/** A ledger of transactions, newest first as the server sends them: date, description, signed amount. */
export function Ledger({ title, transactions }: { title: string; transactions: Loaded<LedgerTransaction[]> }) {
  const list = transactions.data;
  return (
    <section className="ps-card billing__card" aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="billing__heading">
        {title}
      </h2>
      {transactions.error ? <LoadFailed error={transactions.error} onRetry={transactions.reload} /> : null}
      {!list && !transactions.error ? <Spinner label="Loading transactions" /> : null}
      {list && list.length === 0 ? <p className="ps-message">No transactions yet.</p> : null}
      {list && list.length > 0 ? (
        <table className="ledger" data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="ledger__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((t, i) => (
              <tr key={`${t.created_at}-${i}`}>
                <td className="ledger__date">{formatDay(t.created_at.slice(0, 10))}</td>
                <td>{t.description}</td>
                <td className={`ledger__amount ledger__amount--${t.amount < 0 ? 'out' : 'in'}`}>
                  {signedMoney(t.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
