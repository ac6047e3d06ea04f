import { useEffect } from 'react';
import { FALLBACK_MESSAGE, NETWORK_MESSAGE, TOKEN_TIMEOUT, type ApiError } from '../api/errors';
import api from '../api/messages.en.json';
import { warnOnce } from '../core/diagnostics';
import { useMessages } from './i18n';
import ui from './messages.en.json';
import { useWidgetEnvironment } from './widget-context';

export const AUTH_MESSAGE = ui['ui.auth'];

export function Spinner({ label }: { label?: string }) {
  const t = useMessages(ui);
  return (
    <div className="ps-spinner" role="status" aria-label={label ?? t('ui.loading')}>
      <span className="ps-spinner__dot" />
    </div>
  );
}

/**
 * What the user reads for a failed load inside a host page, in the widget's language: text meant for them, never the
 * developer's cause (that goes to the console and the event). In the console (`widget` unset) the API's own text is
 * already for the user; the API's own messages are shown as they come.
 */
function useUserMessage(embedded: boolean) {
  const t = useMessages(ui);
  const tApi = useMessages(api);
  return (error: ApiError) => {
    if (error.status === 401) return t('ui.auth');
    if (embedded && error.status === 0) return tApi('api.network');
    // A widget the signed-in account has no role for (a publisher shown the spend table): Retry cannot help.
    if (embedded && error.status === 403) return t('ui.role');
    if (error.message === FALLBACK_MESSAGE) return tApi('api.fallback');
    if (error.message === NETWORK_MESSAGE) return tApi('api.network');
    return error.message;
  };
}

/** A failed load inside a widget: a message for the user, a Retry where it can help, one event per failure. */
export function ErrorView({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { emit, widget } = useWidgetEnvironment();
  const t = useMessages(ui);
  const isAuth = error.status === 401;
  const embedded = widget !== undefined;
  const noRetry = embedded && error.status === 403;
  const forUser = useUserMessage(embedded);
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
      <p>{forUser(error)}</p>
      {noRetry ? null : (
        <button type="button" className="ps-button" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
    </div>
  );
}
