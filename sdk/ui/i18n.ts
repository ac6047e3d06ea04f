import { useCallback } from 'react';
import { formatMessage, type MessageValues } from '../core/message-format';
import { useWidgetEnvironment } from './widget-context';

/** A component's English texts by key: a `messages.en.json` beside it (docs/behaviour/sdk-widgets.md#languages). */
export type EnglishMessages = Record<string, string>;
/** Shows one of `english`'s messages, translated when the widget's catalogue has it. */
export type Translate<M extends EnglishMessages> = (key: keyof M & string, values?: MessageValues) => string;

/** The text of a message key in the widget's language, with `values` put in (ICU MessageFormat). */
export function useMessages<M extends EnglishMessages>(english: M): Translate<M> {
  const { locale, messages } = useWidgetEnvironment();
  return useCallback(
    (key, values) => formatMessage(messages?.[key] ?? english[key] ?? key, values, locale),
    [english, locale, messages],
  );
}
