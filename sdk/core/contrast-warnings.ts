import { AA, contrast, type Rgb } from './contrast';

/** Today's look, for the contrast rules (the same values as sdk/ui/base.css). */
const SCHEME_DEFAULTS = {
  light: {
    colorBackground: '#ffffff',
    colorOffsetBackground: '#f6f6fa',
    colorText: '#1d1b26',
    colorSecondaryText: '#5f5b6e',
  },
  dark: {
    colorBackground: '#1c1a24',
    colorOffsetBackground: '#262330',
    colorText: '#f1eff7',
    colorSecondaryText: '#b3aec4',
  },
} as const;

/** Text colour → the fill it is drawn on, and that fill's fallback when the host left it unset. */
const PAIRS: [text: string, fill: string, fallback?: string][] = [
  ['colorText', 'colorBackground'],
  ['colorSecondaryText', 'colorBackground'],
  ['colorDanger', 'colorBackground'],
  ['colorWarning', 'colorBackground'],
  ['colorOnPrimary', 'colorPrimary'],
  ['buttonPrimaryColorText', 'buttonPrimaryColorBackground', 'colorPrimary'],
  ['buttonSecondaryColorText', 'buttonSecondaryColorBackground', 'colorBackground'],
  ['fieldColorText', 'fieldColorBackground', 'colorBackground'],
  ['tableHeaderColorText', 'tableHeaderColorBackground', 'colorBackground'],
  ['badgeNeutralColorText', 'badgeNeutralColorBackground', 'colorOffsetBackground'],
  ['badgeSuccessColorText', 'badgeSuccessColorBackground', 'colorOffsetBackground'],
];

/**
 * One warning per text/fill pair under 4.5:1 where the host set the text (`colours`: its valid colour tokens;
 * `rgbOf`: the browser's reading of a CSS colour, null when it cannot tell). The unset side is today's colour for the
 * scheme (light for `auto`). Text the widget picks itself is not the host's doing, so it is not checked here.
 */
export function contrastWarnings(
  colours: Record<string, string>,
  scheme: string | undefined,
  rgbOf: (value: string) => Rgb | null,
): string[] {
  const defaults: Record<string, string> = {
    ...SCHEME_DEFAULTS[scheme === 'dark' ? 'dark' : 'light'],
    colorPrimary: '#5b3df5',
  };
  const value = (key: string) => colours[key] ?? defaults[key];
  const warnings: string[] = [];
  for (const [text, fill, fallback] of PAIRS) {
    const fillKey = colours[fill] === undefined && fallback ? fallback : fill;
    if (colours[text] === undefined && colours[fillKey] === undefined) continue;
    const [t, f] = [value(text), value(fillKey)].map((v) => (v === undefined ? null : rgbOf(v)));
    const ratio = t && f ? contrast(t, f) : 21;
    if (ratio < AA)
      warnings.push(
        `[Podspot] appearance: ${text} ${JSON.stringify(value(text))} on ${fillKey} ${JSON.stringify(value(fillKey))} ` +
          `has a contrast of ${ratio.toFixed(2)}:1, under the 4.5:1 that text needs (WCAG AA).`,
      );
  }
  return warnings;
}
