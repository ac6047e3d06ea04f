import { cssVarOf } from './appearance-css';
import type { CheckedAppearance } from './appearance';

// The widget runtime checks these four options itself; any other token, or a bad value, takes the full check
// (sdk/core/appearance.ts), which the runtime loads only then (docs/performance.md#appearance).

export const LENGTH = /^(0|\d*\.?\d+(px|r?em|%|ch|ex|pt|vw|vh|vmin|vmax|cq[iwhb]))$|^(calc|min|max|clamp|var)\(.*\)$/;
// A value becomes CSS text in a rule: these could end the declaration or the rule.
export const UNSAFE = /[;{}<>\\]/;
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

/**
 * The appearance API's first four options, checked without the token lists: the same result as `checkAppearance`
 * when `input` holds nothing else and every value is valid (none, `colorPrimary`, `fontFamily`, `radius`,
 * `colorScheme`); `null` otherwise.
 */
export function basicAppearance(input: unknown, isColour: (value: string) => boolean): CheckedAppearance | null {
  const out: CheckedAppearance = { vars: [], colours: {}, choices: {}, fonts: [], warnings: [] };
  if (input === undefined) return out;
  if (!input || typeof input !== 'object') return null;
  const text = (test: (v: string) => boolean) => (v: unknown) =>
    typeof v === 'string' && !UNSAFE.test(v) && test(v.trim());
  const rules: Record<string, (v: unknown) => boolean> = {
    colorPrimary: text(isColour),
    fontFamily: text((v) => v.length > 0),
    radius: text((v) => LENGTH.test(v)),
    colorScheme: (v) => (COLOR_SCHEMES as readonly unknown[]).includes(v),
  };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(rules, key) || !rules[key](value)) return null;
    if (key === 'colorScheme') out.choices.colorScheme = value as string;
    else {
      if (key === 'colorPrimary') out.colours.colorPrimary = (value as string).trim();
      out.vars.push([cssVarOf(key), (value as string).trim()]);
    }
  }
  return out;
}
