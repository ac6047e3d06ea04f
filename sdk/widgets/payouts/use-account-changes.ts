import { useCallback, useEffect, useRef, useState } from 'react';
import type { BillingSummary } from '../../api/billing';
import { payoutAccountChanged, type PayoutAccountState } from '../../core/payout-account';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useWidgetEnvironment } from '../../ui/widget-context';

/**
 * The payout account between this widget and the instance's others (docs/behaviour/sdk-widgets.md#one-instance-one-
 * picture). `changedHere`: this widget's own flow (the bank-country dialog, the provider's tab) may have changed the
 * account; the summary is read again, and when its `payout_account` then reads newly created or newly complete the
 * change goes to the instance. Another widget's change reads the summary and the payout action again (`reloadKey`).
 */
export function useAccountChanges(summary: BillingSummary | null, loadSummary: () => void) {
  const { emit } = useWidgetEnvironment();
  const [reloadKey, setReloadKey] = useState(0);
  const seen = useRef<PayoutAccountState | null>(null);
  const announce = useRef(false);
  const account = summary?.payout_account ?? null;
  useEffect(() => {
    if (!account) return;
    if (announce.current && payoutAccountChanged(seen.current, account))
      emit('payout_account_changed', { onboardingCompleted: account.is_onboarding_completed });
    seen.current = account;
  }, [account, emit]);
  useInstanceChanges(['payout_account_changed'], () => {
    announce.current = false;
    setReloadKey((n) => n + 1);
    loadSummary();
  });
  const changedHere = useCallback(() => {
    announce.current = true;
    loadSummary();
  }, [loadSummary]);
  return { reloadKey, changedHere };
}
