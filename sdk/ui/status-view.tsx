import { useEffect } from 'react';
import type { ApiError } from '../api/errors';
import { FALLBACK_MESSAGE, NETWORK_MESSAGE } from '../api/errors';
import api from '../api/messages.en.json';
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

/** A failed load inside a widget: the message, a Retry, and one `error`/`auth_error` event per failure. */
export function ErrorView({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { emit, widget } = useWidgetEnvironment();
  const t = useMessages(ui);
  const tApi = useMessages(api);
  // The SDK's own failure texts in the widget's language; the API's own messages as they come.
  const userMessage = (message: string) =>
    message === FALLBACK_MESSAGE ? tApi('api.fallback') : message === NETWORK_MESSAGE ? tApi('api.network') : message;
  const isAuth = error.status === 401;
  useEffect(() => {
    if (isAuth) emit('auth_error', { widget, message: error.message });
    else emit('error', { widget, message: error.message, status: error.status });
  }, [error, isAuth, emit, widget]);
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{isAuth ? t('ui.auth') : userMessage(error.message)}</p>
      <button type="button" className="ps-button" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </div>
  );
}
