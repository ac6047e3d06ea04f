import { useEffect, useState } from 'react';
import type { Opportunity } from '../../api/opportunities';
import { Dialog } from '../../ui/dialog';
import { useMessages } from '../../ui/i18n';
import { lazyPart } from '../../ui/lazy-part';
import ui from '../../ui/messages.en.json';
import messages from './messages.en.json';

const { Part: LazyReviewBody, prefetch } = lazyPart(() => import('./review-body').then((m) => m.ReviewBody));

/** Starts fetching the review's content, so the first Review opens it without waiting. */
export const prefetchReview = prefetch;

type Props = {
  /** The opportunity under review; the dialog is closed while null. */
  opportunity: Opportunity | null;
  /** True while Accept or Not interested runs: the buttons are disabled. */
  busy: boolean;
  onClose(): void;
  onAccept(opportunity: Opportunity): void;
  onReject(opportunity: Opportunity): void;
};

/**
 * The opportunity review modal (docs/behaviour/earn.md#opportunity-review-modal): advertiser, podcast, figures, format,
 * instructions; Close / Not interested / Accept.
 */
export function OpportunityReviewDialog({ opportunity, busy, onClose, onAccept, onReject }: Props) {
  // The last opportunity stays rendered while the dialog closes, so its content does not vanish first.
  const [shown, setShown] = useState(opportunity);
  useEffect(() => {
    if (opportunity) setShown(opportunity);
  }, [opportunity]);
  const o = opportunity ?? shown;
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  return (
    <Dialog
      open={Boolean(opportunity)}
      title={t('inbox.dialog.title')}
      onClose={onClose}
      footer={
        o ? (
          <>
            <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
              {tUi('ui.close')}
            </button>
            <button type="button" className="ps-button ps-button--quiet" disabled={busy} onClick={() => onReject(o)}>
              {t('inbox.notInterested')}
            </button>
            <button type="button" className="ps-button" disabled={busy} onClick={() => onAccept(o)}>
              {t('inbox.dialog.accept')}
            </button>
          </>
        ) : null
      }
    >
      {o ? <LazyReviewBody key={o.id} opportunity={o} /> : null}
    </Dialog>
  );
}
