import { SCHEME_DEFAULTS, cssVarOf } from './appearance-tokens';
import { AA, contrast, readableOn, textOn, toHex, type Rgb } from './contrast';

/** Today's primary (sdk/ui/base.css). */
const PRIMARY = '#5b3df5';

/** Text colour → the fill it is drawn on, and that fill's fallback when the host left it unset. */
const PAIRS: [text: string, fill: string, fallback: string][] = [
  ['colorText', 'colorBackground', ''],
  ['colorSecondaryText', 'colorBackground', ''],
  ['colorDanger', 'colorBackground', ''],
  ['colorOnPrimary', 'colorPrimary', ''],
  ['buttonPrimaryColorText', 'buttonPrimaryColorBackground', 'colorPrimary'],
  ['buttonSecondaryColorText', 'buttonSecondaryColorBackground', 'colorBackground'],
  ['fieldColorText', 'fieldColorBackground', 'colorBackground'],
  ['tableHeaderColorText', 'tableHeaderColorBackground', 'colorBackground'],
  ['badgeNeutralColorText', 'badgeNeutralColorBackground', 'colorOffsetBackground'],
  ['badgeSuccessColorText', 'badgeSuccessColorBackground', 'colorOffsetBackground'],
];
/** Text the widget picks by contrast when the host sets the fill but not the text. */
const PICKED = ['colorOnPrimary', 'buttonPrimaryColorText', 'badgeNeutralColorText', 'badgeSuccessColorText'];

/** The derived colours to set, and a warning for each host-forced text/fill pair under 4.5:1. */
export type Readable = { vars: [string, string][]; warnings: string[] };

/**
 * Keeps text readable whatever colours a host gives (`colours`: its valid colour tokens; `rgbOf`: the browser's
 * reading of a CSS colour as sRGB, null when it cannot tell). Text on a host's fill is chosen by contrast unless the
 * host sets it; the primary used as text (links, quiet buttons) is moved until it reaches 4.5:1 on both backgrounds
 * of each scheme.
 */
export function readableColours(
  colours: Record<string, string>,
  scheme: string | undefined,
  rgbOf: (value: string) => Rgb | null,
): Readable {
  const out: Readable = { vars: [], warnings: [] };
  const defaults = SCHEME_DEFAULTS[scheme === 'dark' ? 'dark' : 'light'] as Record<string, string>;
  const value = (key: string) => colours[key] ?? defaults[key] ?? (key === 'colorPrimary' ? PRIMARY : undefined);
  const rgb = (key: string) => {
    const v = value(key);
    return v === undefined ? null : rgbOf(v);
  };

  for (const [text, fill, fallback] of PAIRS) {
    const fillKey = colours[fill] === undefined && fallback ? fallback : fill;
    const f = rgb(fillKey);
    if (!f) continue;
    if (PICKED.includes(text) && colours[text] === undefined) {
      if (colours[fillKey] !== undefined) out.vars.push([cssVarOf(text), toHex(textOn(f))]);
      continue;
    }
    if (colours[text] === undefined && colours[fillKey] === undefined) continue;
    const t = rgb(text);
    const ratio = t && contrast(t, f);
    if (ratio && ratio < AA)
      out.warnings.push(
        `[Podspot] appearance: ${text} ${JSON.stringify(value(text))} on ${fillKey} ${JSON.stringify(value(fillKey))} ` +
          `has a contrast of ${ratio.toFixed(2)}:1, under the 4.5:1 that text needs (WCAG AA).`,
      );
  }

  if (colours.colorPrimary || colours.colorBackground || colours.colorOffsetBackground) {
    const primary = rgb('colorPrimary');
    for (const s of ['light', 'dark'] as const) {
      const d = SCHEME_DEFAULTS[s];
      const backs = [
        colours.colorBackground ?? d.colorBackground,
        colours.colorOffsetBackground ?? d.colorOffsetBackground,
      ]
        .map(rgbOf)
        .filter((c): c is Rgb => !!c);
      if (primary && backs.length) out.vars.push([`--ps-link-${s}`, toHex(readableOn(primary, backs))]);
    }
  }
  return out;
}
