import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { CompiledMessage } from '../core/message-render';
import type { Change } from '../core/change-bus';
import type { PodspotEventInput, PodspotEventType } from '../core/events';
import type { WidgetName } from '../core/widget-names';

/** What every widget reads: the API client, the locale and the event channel. The SDK and the console both provide it. */
export type WidgetEnvironment = {
  client: ApiClient;
  locale: string;
  /** Translated texts by message key, parsed (sdk/ui/i18n.ts); absent or null: the English ones the widgets carry. */
  messages?: Record<string, CompiledMessage> | null;
  /** Keep it the same function for the widget's life: widgets emit from effects that list it as a dependency. */
  emit<K extends PodspotEventType>(type: K, detail: PodspotEventInput<K>): void;
  /** Set when running inside the embed layer. */
  widget?: WidgetName;
  /**
   * Calls `listener` with each change (an accept, an upload…) another widget of the same instance made; returns the
   * unsubscribe. Absent in the console, whose pages reload what they show themselves.
   */
  onChange?(listener: (change: Change) => void): () => void;
};

const WidgetContext = createContext<WidgetEnvironment | null>(null);
export const WidgetProvider = WidgetContext.Provider;

export function useWidgetEnvironment(): WidgetEnvironment {
  const environment = useContext(WidgetContext);
  if (!environment) throw new Error('A Podspot widget must be rendered inside a WidgetProvider.');
  return environment;
}

const ENGLISH = { locale: 'en-US', messages: null };

/**
 * The language of the texts around: the widget's, or English where no widget environment is (the console's own pages
 * show the shared parts, a spinner or a dialog, outside any widget).
 */
export function useWidgetLanguage(): Pick<WidgetEnvironment, 'locale' | 'messages'> {
  return useContext(WidgetContext) ?? ENGLISH;
}
