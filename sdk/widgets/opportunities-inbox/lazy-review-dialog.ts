import { lazyDialog } from '../../ui/lazy-dialog';

/** The review modal, its code fetched once the inbox shows its list (docs/performance.md#lazy-dialogs). */
const review = lazyDialog(
  () => import('./opportunity-review').then((m) => m.OpportunityReviewDialog),
  (props) => props.opportunity !== null,
);

/** OpportunityReviewDialog (same props), drawn from its own chunk. */
export const LazyReviewDialog = review.LazyDialog;
/** Starts fetching the review's code, so the first Review opens it without waiting. */
export const prefetchReview = review.prefetch;
