import { useState } from 'react';
import type { LedgerTransaction } from '../../api/billing';
import type { ApiError } from '../../api/errors';
import { formatDay, formatMoney } from '../../core/format';
import { useMessages } from '../../ui/i18n';
import { ShowMore } from '../../ui/show-more';
import { Bar, Skeleton } from '../../ui/skeleton';
import { ErrorView } from '../../ui/status-view';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './messages.en.json';

/** `+$1,200.00` / `−$50.00`: the ledger shows every amount with its sign. */
const signedMoney = (amount: number, locale = 'en-US') =>
  `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount), locale)}`;

type Props = {
  /** Newest first, as the server sends them; null while loading or failed. */
  transactions: LedgerTransaction[] | null;
  error: ApiError | null;
  onRetry(): void;
  /** Rows drawn at first and added by each "Show more"; every row when absent. */
  pageSize?: number;
};

/**
 * "Transactions": date, description, signed amount (docs/behaviour/billing.md#earnings-billingearnings), in a box of
 * fixed height whose rows scroll inside it (a row's height follows its description), so loading moves nothing
 * (sdk/README.md#layout).
 */
export function Ledger({ transactions, error, onRetry, pageSize }: Props) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const titleId = useUniqueId();
  const [shown, setShown] = useState(pageSize ?? Infinity);
  const list = transactions;
  return (
    <section className="ps-card ps-payouts__card ps-payouts__box ps-payouts__box--ledger" aria-labelledby={titleId}>
      <h2 id={titleId} className="ps-payouts__heading">
        {t('payouts.ledger.title')}
      </h2>
      {error ? <ErrorView error={error} onRetry={onRetry} /> : null}
      {!list && !error ? (
        <Skeleton label={t('payouts.ledger.loading')} className="ps-payouts__scroll">
          <table className="ps-payouts__ledger">
            <tbody>
              {Array.from({ length: pageSize ?? 10 }, (_, i) => (
                <tr key={i}>
                  <td className="ps-payouts__ledger-date">
                    <Bar kind="short" />
                  </td>
                  <td>
                    <Bar kind="short" />
                  </td>
                  <td className="ps-payouts__ledger-amount">
                    <Bar kind="figure" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Skeleton>
      ) : null}
      {list && list.length === 0 ? <p className="ps-message">{t('payouts.ledger.empty')}</p> : null}
      {list && list.length > 0 ? (
        // Focusable, so a keyboard can scroll a ledger wider than a narrow container.
        <div className="ps-payouts__scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
          <table className="ps-payouts__ledger" data-testid="ledger">
            <thead>
              <tr>
                <th scope="col" className="ps-payouts__ledger-date">
                  {t('payouts.ledger.date')}
                </th>
                <th scope="col">{t('payouts.ledger.description')}</th>
                <th scope="col" className="ps-payouts__ledger-amount">
                  {t('payouts.ledger.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.slice(0, shown).map((row, i) => (
                <tr key={`${row.created_at}-${i}`}>
                  <td className="ps-payouts__ledger-date">{formatDay(row.created_at.slice(0, 10), locale)}</td>
                  <td>{row.description}</td>
                  <td
                    className={`ps-payouts__ledger-amount ps-payouts__ledger-amount--${row.amount < 0 ? 'out' : 'in'}`}
                  >
                    {signedMoney(row.amount, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list && pageSize ? (
        <ShowMore
          shown={Math.min(shown, list.length)}
          total={list.length}
          summary={t('payouts.ledger.showing', { shown: Math.min(shown, list.length), total: list.length })}
          onMore={() => setShown((n) => n + pageSize)}
        />
      ) : null}
    </section>
  );
}
