/** Something an effect created, and whether an effect still holds it. */
export type Held = { held: boolean };

/**
 * Releases what an effect created one microtask after the effect's cleanup, unless an effect took it back meanwhile.
 * StrictMode runs every effect's cleanup and then the effect again in the same task: the instance and the widgets
 * survive that simulated unmount instead of being destroyed and created a second time.
 */
export function releaseSoon<T extends Held>(kept: T, release: (kept: T) => void) {
  kept.held = false;
  queueMicrotask(() => {
    if (!kept.held) release(kept);
  });
}
