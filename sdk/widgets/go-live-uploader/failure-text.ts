import { FALLBACK_MESSAGE, NETWORK_MESSAGE } from '../../api/errors';
import api from '../../api/messages.en.json';
import { INVALID_MP3_MESSAGE } from '../../core/go-live';
import { useDownloadMessage, useMessages } from '../../ui/i18n';
import messages from './messages.en.json';

/**
 * A failure's text in the widget's language: the SDK's own texts (the upload rule, no network, the fallback, a
 * download's end) translated, the API's own message shown as it came (docs/behaviour/sdk-widgets.md#languages).
 * `status` 0 means no answer reached the page: the user reads the network text, not the developer's cause.
 */
export function useFailureText(): (failure: { status?: number; message: string }) => string {
  const t = useMessages(messages);
  const tApi = useMessages(api);
  const download = useDownloadMessage();
  return ({ status, message }) =>
    status === 0 || message === NETWORK_MESSAGE
      ? tApi('api.network')
      : message === FALLBACK_MESSAGE
        ? tApi('api.fallback')
        : message === INVALID_MP3_MESSAGE
          ? t('golive.upload.invalid')
          : download(message);
}
