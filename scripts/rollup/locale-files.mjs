import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/** Every English catalogue: `messages.en.json` beside the code that shows the texts (sdk/ui, each widget). */
export function englishMessages(root = 'sdk') {
  const files = readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('messages.en.json'));
  return Object.assign({}, ...files.sort().map((f) => JSON.parse(readFileSync(join(root, String(f)), 'utf8'))));
}

const ACCENTS = Object.fromEntries(
  [...'aeiouyAEIOUYcdgklnrstzCDGKLNRSTZ'].map((c, i) => [c, [...'áéíóúýÁÉÍÓÚÝçďĝķĺñŕšţžÇĎĜĶĹÑŔŠŢŽ'][i]]),
);
/** `[` … `]` around every pseudo-localised text: a text on screen without them was not taken from a catalogue. */
export const PSEUDO_MARKERS = ['⟦', '⟧'];

/** A text about 40 % longer with accents: vowels doubled, letters accented; placeholders and plural syntax kept. */
const stretch = (text) =>
  text.replace(/[A-Za-z]/g, (c) => (/[aeiouAEIOU]/.test(c) ? ACCENTS[c].repeat(2) : (ACCENTS[c] ?? c)));
function stretchNodes(nodes) {
  for (const node of nodes) {
    if (node.type === TYPE.literal) node.value = stretch(node.value);
    if (node.options) for (const option of Object.values(node.options)) stretchNodes(option.value);
  }
  return nodes;
}

/** The pseudo-locale `en-XA` of an English catalogue, for tests of length, clipping and hard-coded text. */
export const pseudoLocale = (english) =>
  Object.fromEntries(
    Object.entries(english).map(([key, message]) => [
      key,
      `${PSEUDO_MARKERS[0]}${printAST(stretchNodes(parse(message)))}${PSEUDO_MARKERS[1]}`,
    ]),
  );

/**
 * Emits `locales/<tag>.json` for each translation in `sdk/locales/` (only the keys English has) and `en-XA`, and
 * puts their `sha384` hashes into the widget runtime in place of `__PODSPOT_LOCALE_FILES__`, so each file is fetched
 * with Subresource Integrity only when its locale is used (docs/behaviour/sdk-widgets.md#languages).
 */
export function localeFiles({ dir = 'sdk/locales' } = {}) {
  let files = {};
  return {
    name: 'locale-files',
    buildStart() {
      const english = englishMessages();
      const catalogues = { 'en-XA': pseudoLocale(english) };
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        this.addWatchFile(join(dir, file));
        const translated = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        catalogues[file.slice(0, -5)] = Object.fromEntries(
          Object.keys(english).map((k) => [k, translated[k] ?? english[k]]),
        );
      }
      files = Object.fromEntries(Object.entries(catalogues).map(([tag, messages]) => [tag, JSON.stringify(messages)]));
    },
    transform(code) {
      if (!code.includes('__PODSPOT_LOCALE_FILES__')) return null;
      const hashes = Object.fromEntries(
        Object.entries(files).map(([tag, json]) => [
          tag,
          `sha384-${createHash('sha384').update(json).digest('base64')}`,
        ]),
      );
      return { code: code.replaceAll('__PODSPOT_LOCALE_FILES__', JSON.stringify(hashes)), map: null };
    },
    generateBundle() {
      for (const [tag, json] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName: `locales/${tag}.json`, source: json });
    },
  };
}
