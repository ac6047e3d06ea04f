import { describe, expect, it } from 'vitest';
import { resolveLocale, textLanguage } from './locale';

describe('resolveLocale', () => {
  it.each([
    // the option, the browser's languages → catalogue, format locale, direction
    ['de-DE', [], 'de', 'de-DE', 'ltr'],
    ['de', [], 'de', 'de', 'ltr'],
    ['fr-BE', [], 'fr', 'fr-BE', 'ltr'],
    ['pt-PT', [], 'pt-BR', 'pt-PT', 'ltr'],
    ['pt-br', [], 'pt-BR', 'pt-BR', 'ltr'],
    ['es-MX', [], 'es', 'es-MX', 'ltr'],
    ['ar-EG', [], 'ar', 'ar-EG', 'rtl'],
    ['ja-JP', [], 'ja', 'ja-JP', 'ltr'],
    ['en-GB', [], 'en', 'en-GB', 'ltr'],
    ['en-XA', [], 'en-XA', 'en-XA', 'ltr'],
    [undefined, ['sv-SE', 'nl-BE', 'de'], 'nl', 'nl-BE', 'ltr'],
    [undefined, ['sv-SE'], 'en', 'sv-SE', 'ltr'],
    [undefined, [], 'en', 'en-US', 'ltr'],
  ] as const)('%s with browser %j → %s, formatted %s, %s', (requested, browser, catalogue, format, dir) => {
    expect(resolveLocale(requested, browser)).toEqual({ catalogue, format, dir });
  });

  it.each(['xx-invalid-!!', '', 'de_DE!', 'en-'])('falls back to English for the invalid tag %j and says so', (tag) => {
    expect(resolveLocale(tag, ['de-DE'])).toEqual({ catalogue: 'en', format: 'en-US', dir: 'ltr', invalid: tag });
  });

  it('never answers en-XA by language alone', () => {
    expect(resolveLocale('en-ZZ').catalogue).toBe('en');
  });

  it.each(['zz', 'sv-SE'])('answers English texts for %s, formats in it, and says it has no catalogue', (tag) => {
    expect(resolveLocale(tag, ['de-DE'])).toEqual({ catalogue: 'en', format: tag, dir: 'ltr', untranslated: tag });
  });
});

describe('textLanguage', () => {
  it.each([
    ['en', 'zz', 'en'],
    ['en', 'sv-SE', 'en'],
    ['en', 'en-GB', 'en-GB'],
    ['en', 'en', 'en'],
    ['en-XA', 'en-XA', 'en-XA'],
    ['de', 'de-AT', 'de-AT'],
  ] as const)('catalogue %s formatted %s → lang %s', (catalogue, format, lang) => {
    expect(textLanguage({ catalogue, format })).toBe(lang);
  });
});
