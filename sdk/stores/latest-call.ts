/**
 * The latest call wins: a store starts each call with `begin()` and applies the answer only while the returned
 * `isCurrent()` holds, so a slower, older answer never overwrites a newer one. `drop()` makes every call in flight
 * stale (sign-out, a reset).
 */
export function latestCall() {
  let current = 0;
  return {
    begin(): () => boolean {
      const mine = ++current;
      return () => mine === current;
    },
    drop() {
      current += 1;
    },
  };
}
