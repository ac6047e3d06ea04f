import type { ApiError } from '../../api/errors';
import { formatMoney } from '../../core/format';
import { useMessages } from '../../ui/i18n';
import { ErrorView } from '../../ui/status-view';
import { Bar, Skeleton } from '../../ui/skeleton';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './messages.en.json';
import { PayoutAction } from './payout-action';

type Props = {
  /** Dollars; null while loading or failed. */
  balance: number | null;
  error: ApiError | null;
  onRetry(): void;
  onWithdrawn(amount: number): void;
  onAccountChanged?(): void;
  /** Passed to the payout action: a new value reads the payout account again. */
  reloadKey?: number;
};

/** "Available balance": the amount, the end-of-month note and the payout action (docs/behaviour/billing.md). */
export function BalanceCard({ balance, error, onRetry, onWithdrawn, onAccountChanged, reloadKey }: Props) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const titleId = useUniqueId();
  return (
    <section className="ps-card ps-payouts__card ps-payouts__balance" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="ps-payouts__label">
          {t('payouts.balance.title')}
        </h2>
        {error ? <ErrorView error={error} onRetry={onRetry} /> : null}
        {balance === null && !error ? (
          <Skeleton label={t('payouts.balance.loading')}>
            <p className="ps-payouts__amount">
              <Bar kind="figure" />
            </p>
          </Skeleton>
        ) : null}
        {balance !== null ? (
          <p className="ps-payouts__amount" data-testid="available-balance">
            {formatMoney(balance, locale)}
          </p>
        ) : null}
        <p className="ps-muted ps-payouts__note">{t('payouts.balance.note')}</p>
      </div>
      <PayoutAction
        balance={balance}
        onWithdrawn={onWithdrawn}
        onAccountChanged={onAccountChanged}
        reloadKey={reloadKey}
      />
    </section>
  );
}
