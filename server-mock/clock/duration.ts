import { parse, toSeconds } from 'iso8601-duration';

/** The short forms `15m`, `2h`, `3d`, `1w` and their ISO 8601 spelling. */
const SHORT = /^(\d+)([mhdw])$/;
const ISO_OF_SHORT = {
  m: (n: string) => `PT${n}M`,
  h: (n: string) => `PT${n}H`,
  d: (n: string) => `P${n}D`,
  w: (n: string) => `P${n}W`,
};

/**
 * Milliseconds in `15m` | `2h` | `3d` | `1w` or an ISO 8601 duration (`PT90M`, `P1M`), counted from `from` so that
 * months and years have their calendar length; Infinity past the last date a `Date` holds; null when the text
 * is neither.
 */
export function durationMs(text: string, from: Date): number | null {
  const short = SHORT.exec(text.trim());
  const iso = short ? ISO_OF_SHORT[short[2] as keyof typeof ISO_OF_SHORT](short[1]) : text.trim();
  try {
    const ms = toSeconds(parse(iso), from) * 1000;
    if (Number.isNaN(ms)) return Number.POSITIVE_INFINITY; // a duration past the calendar's end (P1000000Y)
    return ms >= 0 ? ms : null;
  } catch {
    return null; // iso8601-duration throws on anything that is not a duration
  }
}
