import type { ApiError } from '../../api/errors';
import type { Opportunity } from '../../api/opportunities';
import type { OpportunitiesStore } from '../../stores/opportunities-store';
import { useToasts } from '../../ui/toasts';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { InboxLink } from './inbox-link';

/**
 * The toasts of the inbox's actions (docs/behaviour/earn.md#opportunities-earnopportunities and
 * docs/behaviour/earn.md#errors).
 */
export const ACTION_TEXTS = {
  accepted: 'Opportunity accepted',
  viewAccepted: 'View accepted opportunities',
  rejected: 'Marked as not interested',
  viewNotInterested: 'View not interested',
  acceptFailed: 'Failed to accept opportunity. Please try again.',
  rejectFailed: 'Failed to mark opportunity as not interested. Please try again.',
  // A reading chosen (docs/behaviour/earn.md#readings-chosen): Undo's own outcome, worded like the others.
  restored: 'Opportunity restored',
  restoreFailed: 'Failed to restore opportunity. Please try again.',
} as const;

type Options = {
  /** Target of 'View accepted opportunities'; the accept toast has no link without it. */
  acceptedHref?: string;
  /** Target of the reject toast's link; without it the link calls `showNotInterested`. */
  notInterestedHref?: string;
  onNavigate?: (href: string) => void;
  showNotInterested(): void;
};

/**
 * Accept, reject and undo with their toasts and events. Each resolves once the call has answered (the caller then
 * closes the review dialog, on failure too); failures are reported as `error` events (docs/behaviour/earn.md#errors).
 */
export function useOpportunityActions(
  store: OpportunitiesStore,
  { acceptedHref, notInterestedHref, onNavigate, showNotInterested }: Options,
) {
  const { emit, widget } = useWidgetEnvironment();
  const { toasts, show, dismiss } = useToasts();

  const run = async (call: () => Promise<boolean>, done: () => void, failed: string) => {
    try {
      if (await call()) done();
    } catch (failure) {
      const error = failure as ApiError;
      show(failed, { tone: 'error' });
      emit('error', { widget, message: error.message, status: error.status });
    }
  };

  const accept = (o: Opportunity) =>
    run(
      () => store.getState().accept(o.id),
      () => {
        emit('opportunity_accepted', { opportunityId: o.id });
        show(ACTION_TEXTS.accepted, {
          action: acceptedHref ? (
            <InboxLink href={acceptedHref} onNavigate={onNavigate}>
              {ACTION_TEXTS.viewAccepted}
            </InboxLink>
          ) : undefined,
        });
      },
      ACTION_TEXTS.acceptFailed,
    );

  const reject = (o: Opportunity) =>
    run(
      () => store.getState().reject(o.id),
      () => {
        emit('opportunity_rejected', { opportunityId: o.id, undo: false });
        show(ACTION_TEXTS.rejected, {
          action: (
            <InboxLink
              href={notInterestedHref}
              onNavigate={onNavigate}
              onClick={notInterestedHref ? undefined : showNotInterested}
            >
              {ACTION_TEXTS.viewNotInterested}
            </InboxLink>
          ),
        });
      },
      ACTION_TEXTS.rejectFailed,
    );

  const undo = (o: Opportunity) =>
    run(
      () => store.getState().undo(o.id),
      () => {
        emit('opportunity_rejected', { opportunityId: o.id, undo: true });
        show(ACTION_TEXTS.restored);
      },
      ACTION_TEXTS.restoreFailed,
    );

  return { accept, reject, undo, toasts, dismiss };
}
