import { resolveLocale, type ResolvedLocale } from '../../core/locale';

/** A catalogue of translated texts by message key; null for English (the widget chunks carry it). */
export type Catalogue = Record<string, string> | null;

const INTEGRITY = typeof __PODSPOT_LOCALE_FILES__ === 'undefined' ? {} : __PODSPOT_LOCALE_FILES__;
const loading = new Map<string, Promise<Catalogue>>();
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[Podspot] ${message}`);
};

/**
 * The catalogue of `tag`, fetched once per page beside the widget chunks with its integrity hash; English (null)
 * when it is English, or when the file cannot be had (one console warning).
 */
export function loadCatalogue(tag: string): Promise<Catalogue> {
  if (tag === 'en') return Promise.resolve(null);
  let pending = loading.get(tag);
  if (!pending) {
    const url = new URL(`../locales/${tag}.json`, import.meta.url);
    pending = fetch(url, { integrity: INTEGRITY[tag], credentials: 'omit' })
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : Promise.reject(res.status)))
      .catch(() => {
        loading.delete(tag);
        warnOnce(`The ${tag} texts could not be loaded from ${url}: showing English.`);
        return null;
      });
    loading.set(tag, pending);
  }
  return pending;
}

/** The widgets' locale from the `locale` option or the browser's languages; an invalid tag warns once. */
export function widgetLocale(requested: string | undefined): ResolvedLocale {
  const resolved = resolveLocale(requested, typeof navigator === 'undefined' ? [] : navigator.languages);
  if (resolved.invalid !== undefined)
    warnOnce(
      `locale "${resolved.invalid}" is not a BCP 47 language tag (e.g. "de-DE", "fr", "pt-BR"): showing English. ` +
        'See sdk/README.md#languages.',
    );
  return resolved;
}
