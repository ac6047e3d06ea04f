import type { ApiError } from '../../api/errors';
import type { Opportunity } from '../../api/opportunities';
import type { OpportunitiesStore } from '../../stores/opportunities-store';
import { useMessages } from '../../ui/i18n';
import { useToasts } from '../../ui/toasts';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { InboxLink } from './inbox-link';
import messages from './messages.en.json';

type Options = {
  /** Target of 'View accepted opportunities'; the accept toast has no link without it. */
  acceptedHref?: string;
  /** Target of the reject toast's link; without it the link calls `showNotInterested`. */
  notInterestedHref?: string;
  onNavigate?: (href: string) => void;
  showNotInterested(): void;
};

/**
 * Accept, reject and undo with their toasts (docs/behaviour/earn.md#opportunities-earnopportunities and
 * docs/behaviour/earn.md#errors; Undo's own toasts are a reading chosen, docs/behaviour/earn.md#readings-chosen) and
 * events. Each resolves once the call has answered (the caller then closes the review dialog, on failure too);
 * failures are reported as `error` events (docs/behaviour/earn.md#errors).
 */
export function useOpportunityActions(
  store: OpportunitiesStore,
  { acceptedHref, notInterestedHref, onNavigate, showNotInterested }: Options,
) {
  const { emit, widget } = useWidgetEnvironment();
  const { toasts, show, dismiss } = useToasts();
  const t = useMessages(messages);

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
        show(t('inbox.toast.accepted'), {
          action: acceptedHref ? (
            <InboxLink href={acceptedHref} onNavigate={onNavigate}>
              {t('inbox.toast.viewAccepted')}
            </InboxLink>
          ) : undefined,
        });
      },
      t('inbox.toast.acceptFailed'),
    );

  const reject = (o: Opportunity) =>
    run(
      () => store.getState().reject(o.id),
      () => {
        emit('opportunity_rejected', { opportunityId: o.id, undo: false });
        show(t('inbox.toast.rejected'), {
          action: (
            <InboxLink
              href={notInterestedHref}
              onNavigate={onNavigate}
              onClick={notInterestedHref ? undefined : showNotInterested}
            >
              {t('inbox.toast.viewNotInterested')}
            </InboxLink>
          ),
        });
      },
      t('inbox.toast.rejectFailed'),
    );

  const undo = (o: Opportunity) =>
    run(
      () => store.getState().undo(o.id),
      () => {
        emit('opportunity_rejected', { opportunityId: o.id, undo: true });
        show(t('inbox.toast.restored'));
      },
      t('inbox.toast.restoreFailed'),
    );

  return { accept, reject, undo, toasts, dismiss };
}
