import { luminance, type Rgb } from './contrast';

/** A computed CSS colour with its alpha, 0–1. */
export type Rgba = [...Rgb, number];

/**
 * A colour as `getComputedStyle` gives it: `rgb()`/`rgba()` (commas or spaces) or `color(srgb r g b / a)`, which is how
 * Chromium serialises `color-mix()`. Anything else (`oklch()` from relative colour syntax) is null: not guessed at.
 */
export function parseComputed(value: string): Rgba | null {
  const v = value.trim();
  const rgb = /^rgba?\(([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\)$/.exec(v);
  if (rgb) {
    const a = rgb[4] === undefined ? 1 : +rgb[4] / (rgb[5] ? 100 : 1);
    return [+rgb[1], +rgb[2], +rgb[3], a];
  }
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(v);
  if (!srgb) return null;
  const [r, g, b] = srgb.slice(1, 4).map((n) => Math.round(Math.min(1, Math.max(0, +n)) * 255));
  return [r, g, b, srgb[4] === undefined ? 1 : +srgb[4]];
}

/** `top` laid over `under` by its alpha (how the browser composites one fill over another). */
export const over = ([r, g, b, a]: Rgba, under: Rgb): Rgb => [
  Math.round(r * a + under[0] * (1 - a)),
  Math.round(g * a + under[1] * (1 - a)),
  Math.round(b * a + under[2] * (1 - a)),
];

/**
 * The colour a page shows behind an element: its fills and its ancestors', innermost first, laid over each other
 * until one is opaque; the canvas (white) under them all. Null when a fill cannot be read.
 */
export function shownBackground(fills: string[]): Rgb | null {
  const layers: Rgba[] = [];
  for (const fill of fills) {
    const c = parseComputed(fill);
    if (!c) return null;
    if (c[3] === 0) continue;
    layers.push(c);
    if (c[3] === 1) break;
  }
  return layers.reduceRight<Rgb>((under, layer) => over(layer, under), [255, 255, 255]);
}

/** Dark when white text on it has more contrast than black text (relative luminance under about 0.18). */
export const isDark = (colour: Rgb) => 1.05 / (luminance(colour) + 0.05) > (luminance(colour) + 0.05) / 0.05;

/** What the runtime reads to pick a scheme (sdk/README.md#theming). */
export type SchemeReading = {
  /** The host's `colorScheme`, when it gave one. */
  asked?: string;
  /** The host's `colorBackground`, read by the browser, when it gave one. */
  background?: Rgb | null;
  /** The mount element's computed `color-scheme` (`normal`, `light`, `dark`, `light dark`, `only light`…). */
  declared: string;
  /** The mount element's shown background (`shownBackground`), null when unreadable. */
  shown: Rgb | null;
  /** Whether any of the mount element's ancestors has a fill (else the page is the bare canvas). */
  filled: boolean;
};

/**
 * The scheme a widget draws in: the host's `colorScheme`; else what its own `colorBackground` needs; else the scheme
 * the host page declares for the mount element; else its shown background's lightness. The visitor's system setting
 * counts only through `auto`, or a bare page declaring both schemes (its canvas follows the system then).
 */
export function hostScheme(r: SchemeReading): 'light' | 'dark' | 'auto' {
  if (r.asked === 'light' || r.asked === 'dark' || r.asked === 'auto') return r.asked;
  if (r.background) return isDark(r.background) ? 'dark' : 'light';
  const words = r.declared.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (light !== dark) return dark ? 'dark' : 'light';
  if (!r.filled) return light && dark ? 'auto' : 'light';
  return r.shown && isDark(r.shown) ? 'dark' : 'light';
}
