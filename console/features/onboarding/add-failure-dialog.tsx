import type { PodcastValidation } from '@sdk/api/onboarding';
import { PARTIAL_ADD_OUTRO, PARTIAL_ADD_TITLE, partialAdd, type PodcastResult } from '@sdk/core/onboarding';
import { Dialog } from '@sdk/ui/dialog';
import { FormError } from '../../ui/text-field';

type Props = {
  /** The selection that was validated and the podcasts that failed; null when the modal is closed. */
  failure: { selected: PodcastResult[]; failed: PodcastValidation['podcasts'] } | null;
  busy: boolean;
  error: string | null;
  /** "Continue anyway": adds only the valid podcasts. */
  onContinue(valid: PodcastResult[]): void;
  /** Closing returns to the search to try again. */
  onClose(): void;
};

/** "Couldn't add all podcasts": each failed podcast with the server's reason. */
export function AddFailureDialog({ failure, busy, error, onContinue, onClose }: Props) {
  const summary = failure ? partialAdd(failure.selected, failure.failed) : null;
  const nameOf = (appleId: number, name: string | null) =>
    failure?.selected.find((p) => p.apple_id === appleId)?.name ?? name ?? `Apple ID ${appleId}`;
  return (
    <Dialog
      open={failure !== null}
      title={PARTIAL_ADD_TITLE}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="ps-button ps-button--quiet" onClick={onClose} disabled={busy}>
            Go back
          </button>
          {summary?.continueLabel ? (
            <button
              type="button"
              className="ps-button"
              onClick={() => onContinue(summary.valid)}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {summary.continueLabel}
            </button>
          ) : null}
        </>
      }
    >
      {failure && summary ? (
        <div className="onb-failure">
          <p>{summary.intro}</p>
          <ul className="onb-failure__list">
            {failure.failed.map((f) => (
              <li key={f.apple_id}>
                <strong>{nameOf(f.apple_id, f.name)}</strong>
                <span className="onb-failure__reason">{f.error}</span>
              </li>
            ))}
          </ul>
          <p>{PARTIAL_ADD_OUTRO}</p>
          <FormError message={error} />
        </div>
      ) : null}
    </Dialog>
  );
}
