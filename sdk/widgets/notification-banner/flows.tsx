import { getPayoutDetails } from '../../api/billing';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { CountryDialog } from '../payouts/country-dialog';
import { GoLiveFlow } from './go-live-flow';
import { ReviewFlow } from './review-flow';

/**
 * The flow open from the banner: the opportunity review or a podspot's go-live steps, for one record, or the payout
 * account's bank-country dialog.
 */
export type OpenFlow = { flow: 'review' | 'go-live'; id: number } | { flow: 'payout-account'; id: null } | null;

type Props = {
  open: OpenFlow;
  onClose(): void;
  /** Called when the open flow may have settled an item: the banner asks for its items again. */
  onSettled(): void;
};

/**
 * Every flow the banner opens in place (the bank-country dialog is the payouts widget's, the provider's onboarding in a
 * new tab: docs/behaviour/billing.md#bank-country-modal), one chunk fetched once an item that opens one is on screen
 * (docs/performance.md#lazy-dialogs): none of it is in the banner's own download.
 */
export function Flows({ open, onClose, onSettled }: Props) {
  const { client, emit } = useWidgetEnvironment();
  const changed = (onboardingCompleted: boolean) => emit('payout_account_changed', { onboardingCompleted });
  return (
    <>
      <ReviewFlow opportunityId={open?.flow === 'review' ? open.id : null} onClose={onClose} onSettled={onSettled} />
      <GoLiveFlow podspotId={open?.flow === 'go-live' ? open.id : null} onClose={onClose} onSettled={onSettled} />
      <CountryDialog
        open={open?.flow === 'payout-account'}
        onAccountCreated={() => {
          changed(false);
          onSettled();
        }}
        onClose={() => {
          onClose();
          // The provider's tab may have finished the account meanwhile: the instance's payouts widgets are told.
          onSettled();
          getPayoutDetails(client).then(
            (d) => d.is_onboarding_completed && changed(true),
            () => undefined,
          );
        }}
      />
    </>
  );
}
