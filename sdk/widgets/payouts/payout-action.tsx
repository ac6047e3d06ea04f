import { useCallback, useEffect, useState } from 'react';
import { getPayoutDetails, type PayoutDetails } from '../../api/billing';
import { useMessages } from '../../ui/i18n';
import { whenIdle } from '../../ui/lazy-part';
import { Bar, Skeleton } from '../../ui/skeleton';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { LazyCountryDialog, LazyWithdrawDialog, prefetchPayoutDialogs } from './lazy-parts';
import messages from './messages.en.json';

type Props = {
  /** Dollars, shown in the withdraw dialog; null while unknown. */
  balance: number | null;
  /** A withdrawal of `amount` dollars was taken: the opener reloads its figures and says so. */
  onWithdrawn(amount: number): void;
  /** The payout account now exists or its onboarding may have finished elsewhere: the opener reloads its figures. */
  onAccountChanged?(): void;
  /** A new value reads the payout account again (another widget of the instance changed it). */
  reloadKey?: number;
};

type Details = { status: 'loading' | 'ready' | 'error'; data: PayoutDetails | null };

/**
 * "Withdraw funds" when the payout account exists and is onboarded; otherwise the way to set it up
 * (docs/behaviour/billing.md#earnings-billingearnings). In a host page the provider opens in another tab, so the
 * account is read again when the page is shown again.
 */
export function PayoutAction({ balance, onWithdrawn, onAccountChanged, reloadKey }: Props) {
  const { client, widget } = useWidgetEnvironment();
  const t = useMessages(messages);
  const [details, setDetails] = useState<Details>({ status: 'loading', data: null });
  const [dialog, setDialog] = useState<'withdraw' | 'country' | null>(null);
  const load = useCallback(
    () =>
      getPayoutDetails(client).then(
        (data) => setDetails({ status: 'ready', data }),
        () => setDetails((d) => (d.data ? d : { status: 'error', data: null })),
      ),
    [client],
  );
  useEffect(() => {
    void load();
  }, [load, reloadKey]);
  const shown = details.status !== 'loading';
  useEffect(() => {
    if (shown) whenIdle(prefetchPayoutDialogs); // the modals' code, once the action is on screen
  }, [shown]);
  const onboarding = Boolean(widget && details.data && !details.data.is_onboarding_completed);
  useEffect(() => {
    if (!onboarding) return;
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      void load();
      onAccountChanged?.();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [onboarding, load, onAccountChanged]);
  const close = () => setDialog(null);

  if (details.status === 'loading' && !details.data)
    return (
      <Skeleton label={t('payouts.action.loading')} className="ps-payouts__payout">
        <Bar kind="button" />
      </Skeleton>
    );
  if (!details.data)
    return (
      <p className="ps-payouts__payout-error" role="alert">
        {t('payouts.action.failed')}
      </p>
    );
  const d = details.data;
  const ready = d.is_account_created && d.is_onboarding_completed;
  return (
    <div className="ps-payouts__payout">
      {ready ? (
        <button type="button" className="ps-button" onClick={() => setDialog('withdraw')}>
          {t('payouts.action.withdraw')}
        </button>
      ) : (
        <>
          <p className="ps-muted ps-payouts__payout-note">
            {t(d.is_account_created ? 'payouts.action.unfinished' : 'payouts.action.none')}
          </p>
          {/* An unfinished account resumes at the provider through its own link; the country is asked only once. */}
          {d.is_account_created && d.stripe_link ? (
            <a
              className="ps-button"
              href={d.stripe_link}
              {...(widget ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t('payouts.action.finish')}
            </a>
          ) : (
            <button type="button" className="ps-button" onClick={() => setDialog('country')}>
              {t('payouts.action.setUp')}
            </button>
          )}
        </>
      )}
      <LazyWithdrawDialog
        open={dialog === 'withdraw'}
        balance={balance}
        onClose={close}
        onWithdrawn={(amount) => {
          close();
          onWithdrawn(amount);
        }}
      />
      <LazyCountryDialog
        open={dialog === 'country'}
        onClose={() => {
          close();
          void load();
          onAccountChanged?.();
        }}
        onAccountCreated={() => {
          void load();
          onAccountChanged?.();
        }}
      />
    </div>
  );
}
