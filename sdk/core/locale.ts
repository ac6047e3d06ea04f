// Which catalogue a widget speaks and which locale formats its numbers and dates (docs/behaviour/sdk-widgets.md#languages).
import { isRightToLeft } from './text-direction';

/** The catalogues the widgets ship: English inside the widget chunks, the others as files fetched when used. */
export const CATALOGUE_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja', 'ar', 'en-XA'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

export type ResolvedLocale = {
  /** The catalogue to show texts from. */
  catalogue: CatalogueLocale;
  /** The locale numbers, money and dates are formatted in: the tag asked for, canonicalised. */
  format: string;
  /** The writing direction of the catalogue's language. */
  dir: 'ltr' | 'rtl';
  /** Set when the tag asked for is not a BCP 47 tag: what the console warning says. */
  invalid?: string;
  /** Set when the tag asked for is valid but has no catalogue (`zz`, `sv-SE`): the texts are English. */
  untranslated?: string;
};

const canonical = (tag: string): string | null => {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
};

/** The catalogue for one valid tag: the exact tag, then its language (`fr-BE` → `fr`, `pt-PT` → `pt-BR`), else none. */
export function catalogueFor(tag: string): CatalogueLocale | null {
  const exact = CATALOGUE_LOCALES.find((c) => c.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0].toLowerCase();
  return CATALOGUE_LOCALES.find((c) => c.split('-')[0].toLowerCase() === language && c !== 'en-XA') ?? null;
}

/**
 * `requested` (the `locale` option) when given, else the browser's languages in order; the first with a catalogue
 * wins, else English. An invalid `requested` falls back to English and says so in `invalid`.
 */
export function resolveLocale(requested: string | undefined, browser: readonly string[] = []): ResolvedLocale {
  const english = (format: string): ResolvedLocale => ({ catalogue: 'en', format, dir: 'ltr' });
  if (requested !== undefined) {
    const tag = typeof requested === 'string' ? canonical(requested) : null;
    if (!tag) return { ...english('en-US'), invalid: String(requested) };
    const catalogue = catalogueFor(tag);
    if (!catalogue) return { ...english(tag), untranslated: tag };
    return { catalogue, format: tag, dir: directionOf(catalogue) };
  }
  for (const candidate of browser) {
    const tag = canonical(candidate);
    const catalogue = tag && catalogueFor(tag);
    if (tag && catalogue) return { catalogue, format: tag, dir: directionOf(catalogue) };
  }
  return english(canonical(browser[0] ?? '') ?? 'en-US');
}

const directionOf = (catalogue: string): 'ltr' | 'rtl' => (isRightToLeft(catalogue) ? 'rtl' : 'ltr');

/** The `lang` of the texts shown: the format locale, but `en` where English texts stand in for another language. */
export const textLanguage = ({ catalogue, format }: Pick<ResolvedLocale, 'catalogue' | 'format'>): string =>
  catalogue === 'en' && !/^en(-|$)/i.test(format) ? 'en' : format;
