import { lazyPart } from '../../ui/lazy-part';

/**
 * GoLiveSteps with its code (the steps, the upload and the integration) in a chunk of its own: the attention list
 * shows without it and fetches it once on screen (docs/performance.md#lazy-dialogs).
 */
const steps = lazyPart(() => import('./go-live-steps').then((m) => m.GoLiveSteps));

/** The go-live steps, drawn as soon as their chunk is in; pass `fallback` to show while it is on the way. */
export const LazyGoLiveSteps = steps.Part;
/** Starts fetching the steps' code, so the first Upload / Integrate opens them without waiting. */
export const prefetchGoLiveSteps = steps.prefetch;
