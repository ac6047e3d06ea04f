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
 * A whole ISO 8601 duration and nothing else: iso8601-duration reads `P1Y2` as `P1Y` and `P3DX` as `P3D`, so the text
 * must match first. At least one part; a `T` only before a time part; a fraction only on hours, minutes or seconds.
 */
const ISO = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+([.,]\d+)?H)?(\d+([.,]\d+)?M)?(\d+([.,]\d+)?S)?)?$/;

/** What a text that is not a forward duration is: a sign (the clock only moves forward), or anything else. */
export type DurationProblem = 'signed' | 'malformed';

/** The ISO 8601 spelling of `15m` | `2h` | `3d` | `1w` | an ISO 8601 duration, or why it is neither. */
export function isoDuration(text: string): string | DurationProblem {
  const trimmed = text.trim();
  if (/^[-+−]/.test(trimmed)) return 'signed';
  const short = SHORT.exec(trimmed);
  const iso = short ? ISO_OF_SHORT[short[2] as keyof typeof ISO_OF_SHORT](short[1]!) : trimmed;
  return ISO.test(iso) ? iso : 'malformed';
}

/**
 * Milliseconds in `15m` | `2h` | `3d` | `1w` or an ISO 8601 duration (`PT90M`, `P1M`), counted from `from` so that
 * months and years have their calendar length; Infinity past the last date a `Date` holds; else why it is not one.
 */
export function durationMs(text: string, from: Date): number | DurationProblem {
  const iso = isoDuration(text);
  if (iso === 'signed' || iso === 'malformed') return iso;
  let ms: number;
  try {
    ms = toSeconds(parse(iso), from) * 1000;
  } catch {
    return 'malformed'; // a fraction on a unit that is not the smallest (PT1.5H2M)
  }
  if (Number.isNaN(ms)) return Number.POSITIVE_INFINITY; // a duration past the calendar's end (P1000000Y)
  return ms;
}
