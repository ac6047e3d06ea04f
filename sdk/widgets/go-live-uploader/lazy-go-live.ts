import { lazyDialog } from '../../ui/lazy-dialog';
import { lazyPart } from '../../ui/lazy-part';

/**
 * The go-live steps (the upload and the integration) and their modal, each in a chunk of its own: the attention list
 * shows without them and fetches the modal once on screen (docs/performance.md#lazy-dialogs).
 */
const dialog = lazyDialog(
  () => import('./go-live-dialog').then((m) => m.GoLiveDialog),
  (props) => props.podspotId !== null,
);
const steps = lazyPart(() => import('./go-live-steps').then((m) => m.GoLiveSteps));

/** GoLiveDialog (same props), drawn from its own chunk. */
export const LazyGoLiveDialog = dialog.LazyDialog;
/** Starts fetching the modal's code, so the first Upload / Integrate opens it without waiting. */
export const prefetchGoLiveDialog = dialog.prefetch;
/** GoLiveSteps (same props), drawn as soon as its chunk is in; pass `fallback` to show meanwhile. */
export const LazyGoLiveSteps = steps.Part;
