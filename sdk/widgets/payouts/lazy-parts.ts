import { lazyDialog } from '../../ui/lazy-dialog';
import { lazyPart } from '../../ui/lazy-part';

/**
 * What the payouts widget does not show at first, each in a chunk of its own (docs/performance.md#lazy-dialogs): the
 * withdraw and bank-country modals, fetched once the payout action is on screen, and earnings by podcast, the last
 * card, fetched with the summary.
 */
const withdraw = lazyDialog(
  () => import('./payout-dialogs').then((m) => m.WithdrawDialog),
  (props) => props.open,
);
const country = lazyDialog(
  () => import('./payout-dialogs').then((m) => m.CountryDialog),
  (props) => props.open,
);
const podcasts = lazyPart(() => import('./podcast-earnings').then((m) => m.PodcastEarnings));

/** WithdrawDialog (same props), drawn from its own chunk. */
export const LazyWithdrawDialog = withdraw.LazyDialog;
/** CountryDialog (same props), drawn from its own chunk. */
export const LazyCountryDialog = country.LazyDialog;
/** Starts fetching the modals' code (one chunk), so the first click opens them without waiting. */
export const prefetchPayoutDialogs = withdraw.prefetch;
/** PodcastEarnings (same props), drawn as soon as its chunk is in; pass `fallback` to show meanwhile. */
export const LazyPodcastEarnings = podcasts.Part;
