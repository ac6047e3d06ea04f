import { resolveLocale, textLanguage } from '../../core/locale';
import { compileMessage } from '../../core/message-format';
import type { Catalogue, WidgetLanguage } from './locale';

// Each catalogue file's integrity hash, put in by the build (scripts/rollup/locale-files.mjs).
const INTEGRITY = typeof __PODSPOT_LOCALE_FILES__ === 'undefined' ? {} : __PODSPOT_LOCALE_FILES__;
const loading = new Map<string, Promise<Catalogue>>();
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[Podspot] ${message}`);
};

/** Each message parsed once here, in the lazy chunk: the widget chunks carry only the renderer. */
const compiled = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));

/**
 * The catalogue of `tag`, fetched once per page beside the widget chunks with its integrity hash; English (null)
 * when the file cannot be had or read (one console warning).
 */
function loadCatalogue(tag: string): Promise<Catalogue> {
  if (tag === 'en') return Promise.resolve(null);
  let pending = loading.get(tag);
  if (!pending) {
    const url = new URL(`../locales/${tag}.json`, import.meta.url);
    pending = fetch(url, { integrity: INTEGRITY[tag], credentials: 'omit' })
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : Promise.reject(res.status)))
      .then(compiled)
      .catch(() => {
        loading.delete(tag);
        warnOnce(`The ${tag} texts could not be loaded from ${url}: showing English.`);
        return null;
      });
    loading.set(tag, pending);
  }
  return pending;
}

/** Resolves the `locale` option or the browser's languages and loads the texts; an invalid tag warns once. */
export async function resolveLanguage(requested: string | undefined): Promise<WidgetLanguage> {
  const resolved = resolveLocale(requested, typeof navigator === 'undefined' ? [] : navigator.languages);
  if (resolved.invalid !== undefined)
    warnOnce(
      `locale "${resolved.invalid}" is not a BCP 47 language tag (e.g. "de-DE", "fr", "pt-BR"): showing English. ` +
        'See sdk/README.md#languages.',
    );
  if (resolved.untranslated !== undefined)
    warnOnce(
      `locale "${resolved.untranslated}" has no Podspot texts: showing English, with "${resolved.untranslated}" ` +
        'numbers and dates where the browser knows them. See sdk/README.md#languages.',
    );
  const { catalogue, format, dir } = resolved;
  const lang = textLanguage(resolved);
  return { key: `${catalogue}|${format}`, format, lang, dir, messages: await loadCatalogue(catalogue) };
}
