import { IntlMessageFormat } from 'intl-messageformat';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishMessages, PSEUDO_MARKERS, pseudoLocale } from '../../scripts/rollup/locale-files.mjs';
import { CATALOGUE_LOCALES } from '../core/locale';
import { formatMessage } from '../core/message-format';
import { argumentsOf, sampleValues } from './message-samples';

const english = englishMessages();
const dir = new URL('./', import.meta.url);
const translations = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, string>]),
);
const catalogues: [string, Record<string, string>][] = [
  ['en', english],
  ['en-XA', pseudoLocale(english)],
  ...Object.entries(translations),
];

describe('the message catalogues', () => {
  it('ship a file for every locale they list, and list every file they ship', () => {
    expect(['en', 'en-XA', ...Object.keys(translations)].sort()).toEqual([...CATALOGUE_LOCALES].sort());
  });

  it.each(catalogues)(
    '%s: every English key, no other, in valid ICU syntax with the same arguments',
    (_tag, messages) => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages))
        expect(argumentsOf(message), `${key}: ${message}`).toEqual(argumentsOf(english[key]));
    },
  );

  it.each(catalogues)('%s: the widgets format every message as intl-messageformat does', (tag, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      for (const values of sampleValues(message))
        expect(formatMessage(message, values, tag), `${key} with ${JSON.stringify(values)}`).toBe(
          String(new IntlMessageFormat(message, tag).format(values)),
        );
    }
  });

  it('mark every pseudo-locale text, so a text without the markers was not taken from a catalogue', () => {
    for (const message of Object.values(pseudoLocale(english))) {
      expect(message.startsWith(PSEUDO_MARKERS[0]) && message.endsWith(PSEUDO_MARKERS[1])).toBe(true);
    }
    const lengths = Object.keys(english).map((k) => pseudoLocale(english)[k].length / english[k].length);
    expect(lengths.reduce((a, b) => a + b) / lengths.length).toBeGreaterThan(1.3);
  });
});
