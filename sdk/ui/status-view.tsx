import { useEffect } from 'react';
import { NETWORK_MESSAGE, TOKEN_TIMEOUT, type ApiError } from '../api/errors';
import { warnOnce } from '../core/diagnostics';
import { useWidgetEnvironment } from './widget-context';

export const AUTH_MESSAGE = 'Your Podspot session could not be confirmed. Reload the page or sign in again.';
/** A widget the signed-in account has no role for (a publisher shown the spend table): Retry cannot help. */
export const ROLE_MESSAGE = 'This part of Podspot is not available for your account.';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ps-spinner" role="status" aria-label={label}>
      <span className="ps-spinner__dot" />
    </div>
  );
}

/**
 * What the user reads for a failed load inside a host page: text meant for them, never the developer's cause (that
 * goes to the console and the event). In the console (`widget` unset) the API's own text is already for the user.
 */
const forUser = (error: ApiError, embedded: boolean) => {
  if (error.status === 401) return AUTH_MESSAGE;
  if (!embedded) return error.message;
  if (error.status === 0) return NETWORK_MESSAGE;
  if (error.status === 403) return ROLE_MESSAGE;
  return error.message;
};

/** A failed load inside a widget: a message for the user, a Retry where it can help, one event per failure. */
export function ErrorView({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { emit, widget } = useWidgetEnvironment();
  const isAuth = error.status === 401;
  const embedded = widget !== undefined;
  const noRetry = embedded && error.status === 403;
  useEffect(() => {
    if (isAuth) {
      const reason = TOKEN_TIMEOUT in error.detail ? 'timeout' : 'auth';
      emit('auth_error', {
        message: error.message,
        reason,
        ...(error.cause === undefined ? {} : { cause: error.cause }),
      });
    } else emit('error', { message: error.message, status: error.status });
    if (embedded && (error.status === 0 || error.status === 403))
      warnOnce(`${widget}: ${error.message}`, 'wrong-role-or-unreachable-api');
  }, [error, isAuth, emit, widget, embedded]);
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{forUser(error, embedded)}</p>
      {noRetry ? null : (
        <button type="button" className="ps-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
