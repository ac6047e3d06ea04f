import { LENGTH, UNSAFE } from './appearance-basic';
import { cssVarOf } from './appearance-css';
import { CHOICE_TOKENS, COLOUR_TOKENS, LENGTH_TOKENS, WEIGHT_TOKENS, type ChoiceToken } from './appearance-tokens';

/** A font the widgets may use: a stylesheet of `@font-face` rules, or one face for the FontFace API. */
export type FontSource =
  | { cssSrc: string }
  | {
      family: string;
      /** CSS `src` of a face: `url(…) format(…)`. */
      src: string;
      weight?: string;
      style?: string;
      display?: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
      unicodeRange?: string;
    };

/** An appearance reduced to what the runtime applies, with one warning line per value it ignored. */
export type CheckedAppearance = {
  /** Custom properties for the shadow host, `[name, value]`. */
  vars: [string, string][];
  /** The colour tokens that were valid, as given (for the contrast rules). */
  colours: Record<string, string>;
  choices: { [K in ChoiceToken]?: string };
  fonts: FontSource[];
  tabularFigures?: boolean;
  warnings: string[];
};

const WEIGHT = /^([1-9]00|normal|bold)$/;

const warn = (key: string, value: unknown, expected: string) =>
  `[Podspot] appearance.${key}: ${JSON.stringify(value)} is not ${expected}; it is ignored.`;

const isFontSource = (f: unknown): f is FontSource => {
  if (!f || typeof f !== 'object') return false;
  const s = f as Record<string, unknown>;
  if ('cssSrc' in s) return typeof s.cssSrc === 'string' && /^(https?:\/\/|\/)/.test(s.cssSrc);
  return typeof s.family === 'string' && typeof s.src === 'string' && !UNSAFE.test(s.family);
};

/**
 * Checks a host's appearance key by key: what is valid is applied, what is not is ignored with a warning that names
 * the key, the value and what is expected. Never throws. `isColour` is the browser's own test (`CSS.supports`).
 */
export function checkAppearance(input: unknown, isColour: (value: string) => boolean): CheckedAppearance {
  const out: CheckedAppearance = { vars: [], colours: {}, choices: {}, fonts: [], warnings: [] };
  if (!input || typeof input !== 'object') {
    if (input !== undefined) out.warnings.push(warn('', input, 'an object of appearance tokens'));
    return out;
  }
  const kinds: Record<string, (v: unknown) => string | null> = {};
  const text = (test: (v: string) => boolean, expected: string) => (v: unknown) =>
    typeof v === 'string' && !UNSAFE.test(v) && test(v.trim()) ? null : expected;
  for (const k of COLOUR_TOKENS) kinds[k] = text(isColour, 'a CSS colour (e.g. "#5b3df5")');
  for (const k of LENGTH_TOKENS) kinds[k] = text((v) => LENGTH.test(v), 'a CSS length (e.g. "8px")');
  for (const k of WEIGHT_TOKENS) kinds[k] = (v) => (WEIGHT.test(String(v)) ? null : 'a font weight 100–900');
  for (const [k, words] of Object.entries(CHOICE_TOKENS))
    kinds[k] = (v) => ((words as readonly unknown[]).includes(v) ? null : `one of ${words.join(', ')}`);
  kinds.fontFamily = text((v) => v.length > 0, 'a CSS font-family list');
  kinds.tabularFigures = (v) => (typeof v === 'boolean' ? null : 'true or false');
  kinds.fonts = (v) =>
    Array.isArray(v) && v.every(isFontSource) ? null : 'a list of { cssSrc } or { family, src } font sources';

  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const problem = kinds[key] ? kinds[key](value) : 'an appearance key (see sdk/docs/appearance.md)';
    if (problem) {
      out.warnings.push(
        kinds[key] ? warn(key, value, problem) : `[Podspot] appearance.${key} is not ${problem}; it is ignored.`,
      );
    } else if (key in CHOICE_TOKENS) out.choices[key as ChoiceToken] = value as string;
    else if (key === 'fonts') out.fonts = value as FontSource[];
    else if (key === 'tabularFigures') out.tabularFigures = value as boolean;
    else {
      if ((COLOUR_TOKENS as readonly string[]).includes(key)) out.colours[key] = (value as string).trim();
      out.vars.push([cssVarOf(key), String(value).trim()]);
    }
  }
  return out;
}
