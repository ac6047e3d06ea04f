import { useEffect } from 'react';
import type { ApiError } from '../api/errors';
import { useWidgetEnvironment } from './widget-context';

export const AUTH_MESSAGE = 'Your Podspot session could not be confirmed. Reload the page or sign in again.';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ps-spinner" role="status" aria-label={label}>
      <span className="ps-spinner__dot" />
    </div>
  );
}

/** A failed load inside a widget: the message, a Retry, and one `error`/`auth_error` event per failure. */
export function ErrorView({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { emit, widget } = useWidgetEnvironment();
  const isAuth = error.status === 401;
  useEffect(() => {
    if (isAuth) emit('auth_error', { widget, message: error.message });
    else emit('error', { widget, message: error.message, status: error.status });
  }, [error, isAuth, emit, widget]);
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{isAuth ? AUTH_MESSAGE : error.message}</p>
      <button type="button" className="ps-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
