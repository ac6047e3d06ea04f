import type { ResolvedLocale } from '../../core/locale';
import type { CompiledMessage } from '../../core/message-render';

/** A catalogue of translated texts by message key, parsed; null for English (the widget chunks carry it). */
export type Catalogue = Record<string, CompiledMessage> | null;
/** `lang`: the language of the texts, for the widget's `lang` attribute (English texts are `en`, whatever `format`). */
export type WidgetLanguage = Pick<ResolvedLocale, 'format' | 'dir'> & {
  key: string;
  lang: string;
  messages: Catalogue;
};

/** English that needs nothing more: an `en` tag but the pseudo-locale, or no option and an English browser. */
const PLAIN_ENGLISH = /^en(-(?!xa\b)[a-z0-9-]*)?$/i;

/**
 * The language of the widgets: the `locale` option, else the browser's languages (sdk/core/locale.ts). English is
 * decided here at once; any other tag loads the resolver and its catalogue file as a lazy chunk, so an English page
 * downloads neither.
 */
export function widgetLanguage(requested: string | undefined): WidgetLanguage | Promise<WidgetLanguage> {
  const first = requested ?? (typeof navigator === 'undefined' ? 'en-US' : (navigator.languages[0] ?? 'en-US'));
  if (typeof first === 'string' && PLAIN_ENGLISH.test(first))
    return { key: `en|${first}`, format: first, lang: first, dir: 'ltr', messages: null };
  return import('./catalogue-fetch').then((m) => m.resolveLanguage(requested));
}
