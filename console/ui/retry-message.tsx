/**
 * A part of a page that failed to load: the documented text and a Retry for that part only
 * (docs/behaviour/frame.md#loading-and-failed-loads).
 */
export function RetryMessage({ message, onRetry }: { message: string | null; onRetry(): void }) {
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{message}</p>
      <button type="button" className="ps-button ps-button--quiet" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
