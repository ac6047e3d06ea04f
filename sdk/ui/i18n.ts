import { useCallback } from 'react';
import { renderMessage, type CompiledMessage, type MessageValues } from '../core/message-render';
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

/**
 * A download's failure in the widget's language: the SDK's own texts translated, the API's reason as it came. It reads
 * the English texts, as sdk/ui/download.ts's failures carry them, from the catalogue rather than from download.ts: that
 * import put the download code in the runtime chunk of every widget (docs/performance.md#sdk-bytes-against-the-issues-budgets).
 */
export function useDownloadMessage(): (message: string) => string {
  const t = useMessages(ui);
  return (message) =>
    message === ui['ui.download.canceled']
      ? t('ui.download.canceled')
      : message === ui['ui.download.timedOut']
        ? t('ui.download.timedOut')
        : message === ui['ui.download.unknown']
          ? t('ui.download.unknown')
          : message;
}
