/** An sRGB colour, channels 0–255, alpha ignored (contrast is judged on opaque colours). */
export type Rgb = [number, number, number];

/**
 * `#rgb`, `#rrggbb` (an alpha digit pair is ignored) or `rgb()`/`rgba()` with numbers; anything else is null. The
 * runtime lets the browser normalise other CSS colours (names, `hsl()`) to one of these first.
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

/** WCAG AA for normal text. */
export const AA = 4.5;
