/**
 * How far a sandbox's clock may run ahead of real time: 20 years, more than any subscription or payout cycle a test
 * needs, and far from the calendar's end (a `set` to 9999-12-31 or `P1000Y` is refused, not attempted).
 */
export const MAX_AHEAD_YEARS = 20;
export const MAX_AHEAD_MS = MAX_AHEAD_YEARS * 365.25 * 86_400_000;

/** The one line a jump past the limit is refused with; null when `targetMs` is within it. */
export function beyondLimit(targetMs: number, realNowMs: number): string | null {
  if (Number.isFinite(targetMs) && targetMs <= realNowMs + MAX_AHEAD_MS) return null;
  const limit = new Date(realNowMs + MAX_AHEAD_MS).toISOString().slice(0, 10);
  return `The clock goes at most ${MAX_AHEAD_YEARS} years past the real date (to ${limit}); send a shorter jump.`;
}
