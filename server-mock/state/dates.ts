/** Calendar days as integers (days since 1970-01-01 UTC) and their `YYYY-MM-DD` wire form. */
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The calendar day of an instant (a sandbox's clock, `ctx.clock.now()`). */
export const today = (nowMs: number): number => Math.floor(nowMs / DAY_MS);
// A month or day out of range (2026-13-01) parses to NaN, which isoOf cannot format.
export const isIsoDate = (s: unknown): s is string =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && Number.isFinite(dayOf(s)) && isoOf(dayOf(s)) === s;
export const nowIso = (nowMs: number): string => new Date(nowMs).toISOString();
