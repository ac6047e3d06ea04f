import type { ApiError } from '@sdk/api/errors';

/** A failed load inside a console page: the server's message and a Retry. */
export function LoadFailed({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  return (
    <div className="ps-card ps-message ps-message--error" role="alert">
      <p>{error.message}</p>
      <button type="button" className="ps-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
