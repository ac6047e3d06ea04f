import { callsServedWithin, noCallServed } from './calls-in-flight.ts';
import type { AppContext } from '../context.ts';
import { lifecycleWork } from '../state/lifecycle.ts';

/** Work done between two pauses. */
const SLICE_MS = 1;
/**
 * The rest after a slice while others use the server: the catch-up then takes a third of a core, and their clients and
 * the collector's threads, on the same machine's cores, get the rest (docs/decisions/0054).
 */
const REST_MS = 2;
/** Others use the server if a call was answered this recently. */
const IN_USE_WITHIN_MS = 100;
/** Longest a slice waits for the calls being served to end: under calls that never stop, the catch-up still moves. */
const MOST_WAIT_MS = 50;

const running = new WeakMap<AppContext, Promise<void>>();

/**
 * Brings a sandbox's state up to its clock after a jump (approvals, daily figures, month ends), a slice at a time in
 * the gaps between the calls being served (http/calls-in-flight.ts), resting between slices while others use the
 * server, so that other sandboxes' calls, and a SIGTERM, wait for one slice at most during a long one. The work is
 * bounded by what happened, not by the jump's length: a spent campaign's series ends (state/lifecycle.ts) and months
 * after the last figure are skipped (state/month-end.ts). Calls of the same sandbox wait for it (`caughtUp`), so none
 * sees half a jump.
 */
export function catchUp(ctx: AppContext): Promise<void> {
  const job = (running.get(ctx) ?? Promise.resolve()).then(() => run(ctx));
  running.set(ctx, job);
  const forget = () => {
    if (running.get(ctx) === job) running.delete(ctx);
  };
  job.then(forget, forget);
  return job;
}

/** Resolves once the sandbox's jumps so far are caught up; undefined when none runs. */
export const caughtUp = (ctx: AppContext): Promise<void> | undefined => running.get(ctx);

async function run(ctx: AppContext): Promise<void> {
  const work = lifecycleWork(ctx.store, ctx.options.approveAfterSeconds, ctx.clock.now());
  let sliceStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) {
      if (step.value) ctx.changed();
      return;
    }
    const worked = performance.now() - sliceStart;
    if (worked >= SLICE_MS) {
      if (callsServedWithin(IN_USE_WITHIN_MS)) await new Promise((rested) => setTimeout(rested, REST_MS));
      await noCallServed(MOST_WAIT_MS);
      sliceStart = performance.now();
    }
  }
}
