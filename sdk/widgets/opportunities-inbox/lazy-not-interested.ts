import { lazyPart } from '../../ui/lazy-part';

/**
 * The not-interested list, a view the inbox shows only when asked: its code is a chunk fetched together with the list's
 * first page (docs/performance.md#lazy-dialogs).
 */
const part = lazyPart(() => import('./not-interested-list').then((m) => m.NotInterestedList));

/** NotInterestedList (same props), drawn from its own chunk. */
export const LazyNotInterestedList = part.Part;
/** Starts fetching the view's code, beside the list's first page. */
export const prefetchNotInterested = part.prefetch;
