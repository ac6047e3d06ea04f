/**
 * A sandbox's virtual clock: real time plus an offset that only grows, so time keeps flowing between calls and moving
 * it forward has the same outcome as that much real time passing. Everything that reads "now" for a sandbox asks here.
 */
export type Clock = {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Moves forward by `ms` (≥ 0). */
  advance(ms: number): void;
  /** Jumps to `ms` since the epoch; false when that is in the past (the clock never goes back). */
  set(ms: number): boolean;
};

/** A clock at real time, or starting at `startMs` (earlier or later) and flowing on from there. */
export function createClock(realNow = () => Date.now(), startMs?: number): Clock {
  let offset = startMs === undefined ? 0 : startMs - realNow();
  const now = () => realNow() + offset;
  return {
    now,
    advance(ms) {
      offset += Math.max(0, ms);
    },
    set(ms) {
      const current = now();
      if (ms < current) return false;
      offset += ms - current;
      return true;
    },
  };
}

/** Seconds since the epoch, as JWT `exp`/`iat` count them. */
export const nowSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);
