import { useCallback } from 'react';
import { renderMessage, type CompiledMessage, type MessageValues } from '../core/message-render';
import { DOWNLOAD_CANCELED, DOWNLOAD_TIMED_OUT, DOWNLOAD_UNKNOWN } from './download';
import ui from './messages.en.json';
import { useWidgetLanguage } from './widget-context';

/**
 * A component's English texts by key: a `messages.en.json` beside it (docs/behaviour/sdk-widgets.md#languages). Typed as
 * the JSON's strings; the build gives each already parsed (scripts/rollup/compiled-messages.mjs).
 */
export type EnglishMessages = Record<string, string>;
/** Shows one of `english`'s messages, translated when the widget's catalogue has it. */
export type Translate<M extends EnglishMessages> = (key: keyof M & string, values?: MessageValues) => string;

/** The text of a message key in the widget's language, with `values` put in (ICU MessageFormat). */
export function useMessages<M extends EnglishMessages>(english: M): Translate<M> {
  const { locale, messages } = useWidgetLanguage();
  return useCallback(
    (key, values) =>
      renderMessage(messages?.[key] ?? (english as Record<string, CompiledMessage>)[key] ?? key, values, locale),
    [english, locale, messages],
  );
}

/** A download's failure in the widget's language: the SDK's own texts translated, the API's reason as it came. */
export function useDownloadMessage(): (message: string) => string {
  const t = useMessages(ui);
  return (message) =>
    message === DOWNLOAD_CANCELED
      ? t('ui.download.canceled')
      : message === DOWNLOAD_TIMED_OUT
        ? t('ui.download.timedOut')
        : message === DOWNLOAD_UNKNOWN
          ? t('ui.download.unknown')
          : message;
}
