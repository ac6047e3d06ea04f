import { HttpError } from './errors.ts';

const MAX_FAILURES = { email: 5, address: 30 };
const WINDOW_MS = 15 * 60_000;

/** Slows down password guessing: after 5 failures for one email (30 for one address) in 15 minutes, 429 until the window passes. */
export function createSignInThrottle(now = () => Date.now()) {
  const failures = new Map<string, number[]>();
  const keys = (email: string, ip: string) => [`e:${String(email).toLowerCase()}`, `i:${ip}`];
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < WINDOW_MS);
  return {
    check(email: string, ip: string) {
      for (const key of keys(email, ip)) {
        const times = recent(key);
        if (times.length >= (key.startsWith('e:') ? MAX_FAILURES.email : MAX_FAILURES.address)) {
          const minutes = Math.ceil((WINDOW_MS - (now() - times[0])) / 60_000);
          throw new HttpError(429, {
            error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          });
        }
      }
    },
    fail(email: string, ip: string) {
      for (const key of keys(email, ip)) failures.set(key, [...recent(key), now()]);
    },
    succeed(email: string, _ip: string) {
      failures.delete(keys(email, '')[0]);
    },
  };
}
