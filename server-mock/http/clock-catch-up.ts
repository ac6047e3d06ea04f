import { setTimeout as pause } from 'node:timers/promises';
import type { AppContext } from '../context.ts';
import { lifecycleWork } from '../state/lifecycle.ts';

/**
 * Work done between two pauses. After each slice the catch-up rests as long as it worked: a call of another sandbox
 * needs several turns of the event loop (socket, token check, answer), and yielding for one turn only would put a
 * slice in front of each of them.
 */
const SLICE_MS = 2;

const running = new WeakMap<AppContext, Promise<void>>();

/**
 * Brings a sandbox's state up to its clock after a jump (approvals, daily figures, month ends), handing the event loop
 * back half the time so that other sandboxes' calls, and a SIGTERM, are served during a long one. The work is
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
      await pause(worked);
      sliceStart = performance.now();
    }
  }
}
