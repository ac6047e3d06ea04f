import { cssVarOf } from './appearance-css';

// Text the widget picks by contrast when the host sets a fill but not its text: black or white by the fill's OKLCH
// lightness (relative colour syntax, so it follows the fill live). Below L 0.58 white reaches ≥ 4.5:1, above it black
// does (sdk/docs/appearance.md#readable-colours).
const PICKED: [text: string, fill: string][] = [
  ['colorOnPrimary', 'colorPrimary'],
  ['buttonPrimaryColorText', 'buttonPrimaryColorBackground'],
  ['badgeNeutralColorText', 'badgeNeutralColorBackground'],
  ['badgeSuccessColorText', 'badgeSuccessColorBackground'],
];

/**
 * The custom properties that keep text readable on a host's colours (`colours`: its valid colour tokens): text on
 * each host fill unless the host sets it, and the primary as text (links, quiet buttons) with its OKLCH lightness
 * held at most 0.53 on light backgrounds and at least 0.8 on dark ones, where it reaches 4.5:1.
 */
export function readableVars(colours: Record<string, string>): [string, string][] {
  const vars: [string, string][] = [];
  for (const [text, fill] of PICKED)
    if (colours[fill] && !colours[text])
      vars.push([cssVarOf(text), `oklch(from var(${cssVarOf(fill)}) clamp(0, (0.58 - l) * 999, 1) 0 0)`]);
  if (colours.colorPrimary)
    vars.push(
      ['--ps-link-light', 'oklch(from var(--podspot-color-primary) min(l, 0.53) c h)'],
      ['--ps-link-dark', 'oklch(from var(--podspot-color-primary) max(l, 0.8) c h)'],
    );
  return vars;
}
