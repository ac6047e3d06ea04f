import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { acceptOpportunity, getOpportunities, rejectOpportunity, type Opportunity } from '../../api/opportunities';
import { useMessages } from '../../ui/i18n';
import { useOwnStyles } from '../../ui/own-styles';
import { Toasts, useToasts } from '../../ui/toasts';
import { useWidgetEnvironment } from '../../ui/widget-context';
import css from '../opportunities-inbox/opportunities-inbox.css?raw';
import inbox from '../opportunities-inbox/messages.en.json';
import { OpportunityReviewDialog } from '../opportunities-inbox/opportunity-review';
import messages from './flows.messages.en.json';

type Props = {
  /** The opportunity to review (the first one waiting); closed while null. */
  opportunityId: number | null;
  onClose(): void;
  /** Called once the opportunity is answered, or found answered already: the banner asks for its items again. */
  onSettled(): void;
};

/**
 * The inbox's review dialog opened from the banner (docs/behaviour/earn.md#opportunity-review-modal): the waiting
 * opportunity is read from the offered list (there is no call for one), then Accept and Not interested answer it as
 * the inbox does, with its toasts and events, so the instance's inbox updates too.
 */
export function ReviewFlow({ opportunityId, onClose, onSettled }: Props) {
  const { client, emit, widget } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tInbox = useMessages(inbox);
  const ref = useRef<HTMLSpanElement>(null);
  useOwnStyles(ref, css);
  const { toasts, show, dismiss } = useToasts();
  // The opportunity read for the id asked (kept while the dialog closes, so its content does not vanish first).
  const [found, setFound] = useState<{ forId: number; opportunity: Opportunity } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opportunityId === null) return;
    let live = true;
    getOpportunities(client).then(
      (list) => {
        if (!live) return;
        const offered = list.data.opportunities;
        const opportunity = offered.find((o) => o.id === opportunityId) ?? offered[0];
        if (opportunity) setFound({ forId: opportunityId, opportunity });
        else {
          onClose();
          onSettled();
        }
      },
      (error: ApiError) => {
        if (!live) return;
        show(t('banner.reviewFailed'), { tone: 'error' });
        emit('error', { widget, message: error.message, status: error.status });
        onClose();
      },
    );
    return () => {
      live = false;
    };
    // The parent's callbacks are new on each render; the read depends on the opportunity (and Retry) only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, opportunityId]);

  const answer = async (o: Opportunity, accept: boolean) => {
    setBusy(true);
    try {
      if (accept) await acceptOpportunity(client, o.id);
      else await rejectOpportunity(client, o.id, true);
      if (accept) emit('opportunity_accepted', { opportunityId: o.id });
      else emit('opportunity_rejected', { opportunityId: o.id, undo: false });
      show(tInbox(accept ? 'inbox.toast.accepted' : 'inbox.toast.rejected'));
    } catch (failure) {
      const error = failure as ApiError;
      show(tInbox(accept ? 'inbox.toast.acceptFailed' : 'inbox.toast.rejectFailed'), { tone: 'error' });
      emit('error', { widget, message: error.message, status: error.status });
    } finally {
      setBusy(false);
      onClose();
      onSettled();
    }
  };

  // Closed until the opportunity asked for is read: the opener keeps focus meanwhile, as with a chunk on its way.
  const shown = opportunityId !== null && found?.forId === opportunityId ? found.opportunity : null;
  return (
    <span ref={ref} className="ps-banner__flow">
      {found ? (
        <OpportunityReviewDialog
          opportunity={shown}
          busy={busy}
          onClose={onClose}
          onAccept={(o) => void answer(o, true)}
          onReject={(o) => void answer(o, false)}
        />
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </span>
  );
}
