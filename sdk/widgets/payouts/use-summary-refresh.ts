import { useEffect } from 'react';
import type { BillingSummary } from '../../api/billing';
import { nextPayoutMoment } from '../../core/payout-moments';
import { useLatest } from '../../ui/use-latest';

/** After the moment, so a server whose clock is a little behind this one has turned the day too. */
const AFTER_MS = 5_000;
/** The longest wait one timer is given: past 2^31 − 1 ms (24.8 days) browsers fire it at once. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Asks for the summary again when it may have changed without the podcaster doing anything
 * (docs/behaviour/billing.md#payouts-widget): when the page is shown again (a tab left open across the month's end,
 * or a sandbox clock moved meanwhile), and at the nearest date the summary gives, once, instead of polling.
 */
export function useSummaryRefresh(summary: BillingSummary | null, refresh: () => void) {
  const latest = useLatest(refresh);
  const moment = summary ? nextPayoutMoment(summary, Date.now()) : null;
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [latest]);
  useEffect(() => {
    if (moment === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = moment + AFTER_MS - Date.now();
      timer =
        left > LONGEST_WAIT_MS
          ? setTimeout(wait, LONGEST_WAIT_MS)
          : setTimeout(() => latest.current(), Math.max(left, 0));
    };
    wait();
    return () => clearTimeout(timer);
  }, [moment, latest]);
}
