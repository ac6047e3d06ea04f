/** `running` flows with real time between calls; `frozen` stands still until moved (docs/decisions/0032). */
export const CLOCK_MODES = ['running', 'frozen'] as const;
export type ClockMode = (typeof CLOCK_MODES)[number];

/**
 * A sandbox's virtual clock: real time plus an offset that only grows, so time keeps flowing between calls and moving
 * it forward has the same outcome as that much real time passing — or, frozen, a fixed time that only an advance or a
 * set moves, as Stripe's test clocks do. Everything that reads "now" for a sandbox asks here.
 */
export type Clock = {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Moves forward by `ms` (≥ 0). */
  advance(ms: number): void;
  /** Jumps to `ms` since the epoch; false when that is in the past (the clock never goes back). */
  set(ms: number): boolean;
  mode(): ClockMode;
  /** Freezes at the current time, or lets it run on from the time it stands at. */
  setMode(mode: ClockMode): void;
};

/** A clock at real time, or starting at `startMs` (earlier or later), flowing on from there unless `frozen`. */
export function createClock(realNow = () => Date.now(), startMs?: number, mode: ClockMode = 'running'): Clock {
  let offset = startMs === undefined ? 0 : startMs - realNow();
  let frozenAt: number | null = mode === 'frozen' ? realNow() + offset : null;
  const now = () => frozenAt ?? realNow() + offset;
  const moveBy = (ms: number) => {
    if (frozenAt !== null) frozenAt += ms;
    else offset += ms;
  };
  return {
    now,
    advance(ms) {
      moveBy(Math.max(0, ms));
    },
    set(ms) {
      const current = now();
      if (ms < current) return false;
      moveBy(ms - current);
      return true;
    },
    mode: () => (frozenAt === null ? 'running' : 'frozen'),
    setMode(next) {
      if (next === 'frozen') frozenAt ??= now();
      else if (frozenAt !== null) {
        offset = frozenAt - realNow();
        frozenAt = null;
      }
    },
  };
}

/** Seconds since the epoch, as JWT `exp`/`iat` count them. */
export const nowSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);
