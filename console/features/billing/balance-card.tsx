import { useState } from 'react';
import { getPayoutDetails } from '@sdk/api/billing';
import { formatMoney } from '@sdk/core/format';
import { Spinner } from '@sdk/ui/status-view';
import { CountryDialog } from '@sdk/widgets/payouts/country-dialog';
import { WithdrawDialog } from '@sdk/widgets/payouts/withdraw-dialog';
import { api } from '../../lib/api';
import { LoadFailed } from '../../ui/load-failed';
import { useLoad, type Loaded } from '../../ui/use-load';

export const PAYOUT_DETAILS_FAILED = 'Something went wrong. Our team has been notified and is looking into it.';

const loadDetails = () => getPayoutDetails(api);

/** Withdraw funds when the payout account exists and is onboarded; otherwise the way to set it up. */
function PayoutAction({ balance, onWithdrawn }: { balance: number | null; onWithdrawn(amount: number): void }) {
  const details = useLoad(loadDetails);
  const [dialog, setDialog] = useState<'withdraw' | 'country' | null>(null);
  const close = () => setDialog(null);
  if (details.loading && !details.data) return <Spinner label="Loading payout account" />;
  if (details.error)
    return (
      <p className="form-error billing__payout-error" role="alert">
        {PAYOUT_DETAILS_FAILED}
      </p>
    );
  const d = details.data!;
  const ready = d.is_account_created && d.is_onboarding_completed;
  return (
    <div className="billing__payout">
      {ready ? (
        <button type="button" className="ps-button" onClick={() => setDialog('withdraw')}>
          Withdraw funds
        </button>
      ) : (
        <>
          <p className="ps-muted billing__payout-note">
            {d.is_account_created
              ? 'Your payout account is not finished yet. Complete it with our payment provider to withdraw your earnings.'
              : 'To withdraw your earnings, set up a payout account with our payment provider.'}
          </p>
          {/* An unfinished account resumes at the provider through its own link; the country is asked only once. */}
          {d.is_account_created && d.stripe_link ? (
            <a className="ps-button" href={d.stripe_link}>
              Finish payout setup
            </a>
          ) : (
            <button type="button" className="ps-button" onClick={() => setDialog('country')}>
              Set up payout account
            </button>
          )}
        </>
      )}
      <WithdrawDialog
        open={dialog === 'withdraw'}
        balance={balance}
        onClose={close}
        onWithdrawn={(amount) => {
          close();
          onWithdrawn(amount);
        }}
      />
      <CountryDialog open={dialog === 'country'} onClose={close} />
    </div>
  );
}

/** The available balance, the end-of-month note and the payout action. */
export function BalanceCard({ balance, onWithdrawn }: { balance: Loaded<number>; onWithdrawn(amount: number): void }) {
  return (
    <section className="ps-card billing__card billing__balance" aria-labelledby="balance-title">
      <div>
        <h2 id="balance-title" className="billing__label">
          Available balance
        </h2>
        {balance.error ? <LoadFailed error={balance.error} onRetry={balance.reload} /> : null}
        {balance.data === null && !balance.error ? <Spinner label="Loading balance" /> : null}
        {balance.data !== null ? (
          <p className="billing__amount" data-testid="available-balance">
            {formatMoney(balance.data)}
          </p>
        ) : null}
        <p className="ps-muted billing__note">
          Earnings are available for withdrawal at the end of the calendar month.
        </p>
      </div>
      <PayoutAction balance={balance.data} onWithdrawn={onWithdrawn} />
    </section>
  );
}
