import type { EarnPodspot } from '@sdk/api/podspots';
import { Dialog } from '@sdk/ui/dialog';

/** The archive confirmation and its outcomes (docs/behaviour/earn.md#archive-confirmation). */
export const ARCHIVE_TEXTS = {
  title: 'Archive campaign',
  question: 'Are you sure you want to archive this campaign? You can unarchive it later if needed.',
  archived: 'Campaign archived',
  viewArchived: 'View archived',
  failed: 'Failed to archive campaign. Please try again.',
  // A reading chosen (docs/behaviour/earn.md#readings-chosen): the archived list's Unarchive outcomes, worded like
  // the others.
  unarchived: 'Campaign unarchived',
  unarchiveFailed: 'Failed to unarchive campaign. Please try again.',
} as const;

type Props = { podspot: EarnPodspot | null; busy: boolean; onCancel(): void; onConfirm(podspot: EarnPodspot): void };

/** 'Archive campaign': Cancel or Archive (disabled while the call runs). */
export function ArchiveDialog({ podspot, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={podspot !== null}
      title={ARCHIVE_TEXTS.title}
      onClose={onCancel}
      dismissible={!busy}
      footer={
        podspot ? (
          <>
            <button type="button" className="ps-button ps-button--quiet" disabled={busy} onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="ps-button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => onConfirm(podspot)}
            >
              Archive
            </button>
          </>
        ) : null
      }
    >
      <p className="earn-dialog__text">{ARCHIVE_TEXTS.question}</p>
      {podspot ? (
        <p className="ps-muted earn-dialog__text">
          {podspot.campaign_name} on {podspot.publisher_podcast_name}
        </p>
      ) : null}
    </Dialog>
  );
}
