/** An sRGB colour, channels 0–255, alpha ignored (contrast is judged on opaque colours). */
export type Rgb = [number, number, number];

/**
 * `#rgb`, `#rrggbb` (an alpha digit pair is ignored) or `rgb()`/`rgba()` with numbers; anything else is null. The
 * runtime first lets the browser normalise other CSS colours (names, `hsl()`) to one of these.
 */
export function parseRgb(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1];
  if (hex) {
    const long = hex.length < 5 ? hex.replace(/./g, '$&$&') : hex;
    return [0, 2, 4].map((i) => parseInt(long.slice(i, i + 2), 16)) as Rgb;
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(v);
  return fn ? (fn.slice(1, 4).map((n) => Math.min(255, Math.round(+n))) as Rgb) : null;
}

const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG 2.2 relative luminance, 0 (black) to 1 (white). */
export const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2.2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** `a` mixed toward `b` by `t` (0–1), in sRGB. */
const mix = (a: Rgb, b: Rgb, t: number) => a.map((c, i) => Math.round(c + (b[i] - c) * t)) as Rgb;

export const toHex = (c: Rgb) => `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

const WHITE: Rgb = [255, 255, 255];
/** The dark text of the default light theme (base.css `--ps-text`). */
const INK: Rgb = [29, 27, 38];

/** Text for a fill: white or the default ink, whichever contrasts more with it. */
export const textOn = (fill: Rgb): Rgb => (contrast(fill, WHITE) >= contrast(fill, INK) ? WHITE : INK);

/** WCAG AA for normal text. */
export const AA = 4.5;

/**
 * `colour` used as text on every one of `backgrounds`: itself when it already reaches `min`, else moved toward black
 * or white (whichever the first background contrasts with more) in 5% steps until it does.
 */
export function readableOn(colour: Rgb, backgrounds: Rgb[], min = AA): Rgb {
  const toward = textOn(backgrounds[0]) === WHITE ? WHITE : ([0, 0, 0] as Rgb);
  for (let t = 0; t <= 1; t += 0.05) {
    const c = mix(colour, toward, t);
    if (backgrounds.every((bg) => contrast(c, bg) >= min)) return c;
  }
  return toward;
}
