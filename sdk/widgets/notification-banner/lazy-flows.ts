import type { ActionFlow } from '../../core/notification-items';
import { lazyDialog } from '../../ui/lazy-dialog';

/**
 * The flows an item opens in place, each in a chunk of its own (with the dialog and the styles it needs), fetched once
 * an item that opens it is on screen: the banner's own download stays small (docs/performance.md#lazy-dialogs).
 */
const review = lazyDialog(
  () => import('./review-flow').then((m) => m.ReviewFlow),
  (props) => props.opportunityId !== null,
);
const goLive = lazyDialog(
  () => import('./go-live-flow').then((m) => m.GoLiveFlow),
  (props) => props.podspotId !== null,
);

/** ReviewFlow (same props), drawn from its own chunk. */
export const LazyReviewFlow = review.LazyDialog;
/** GoLiveFlow (same props), drawn from its own chunk. */
export const LazyGoLiveFlow = goLive.LazyDialog;

/** Starts fetching the code of the flow an item opens, so its first click opens it without waiting. */
export function prefetchFlow(flow: ActionFlow) {
  if (flow === 'review') review.prefetch();
  if (flow === 'go-live') goLive.prefetch();
}
