import type { AppContext } from '../context.ts';
import type { MoveAttempt } from '../webhooks/webhooks.ts';
import { catchUp } from '../http/clock-catch-up.ts';

/** What a clock move did before it answered (README.md#clock). */
export type MoveEffects = {
  /** Webhook attempts made, in the order they fell due: retries of failing receivers, then new events' first ones. */
  webhook_attempts: MoveAttempt[];
  /** Events the state changes of the move gave (a podspot approved, earnings credited at a month's end). */
  events: number;
  /** Podspots approved because they had been pending long enough. */
  approved_podspots: number;
  /** Month-end earnings credited to publishers' balances. */
  month_end_credits: number;
};

const pendingCount = (ctx: AppContext) => ctx.store.podspots.filter((p) => p.aasm_state === 'pending').length;

/**
 * Moves a sandbox's clock to `targetMs` and processes what falls due on the way before resolving, as Stripe's test
 * clocks do: each webhook attempt at its own due time, in order (so a two-day advance sends every retry), then the
 * state's catch-up at the target (approvals, daily figures, month ends; http/clock-catch-up.ts), then the events of
 * those changes and their first attempts.
 */
export async function moveClock(ctx: AppContext, targetMs: number): Promise<MoveEffects> {
  const pendingBefore = pendingCount(ctx);
  const ledgerBefore = ctx.store.ledger.length;
  const moveTo = (ms: number) => void ctx.clock.set(Math.max(ms, ctx.clock.now()));
  const attempts = await ctx.webhooks.deliverDue(targetMs, moveTo);
  moveTo(targetMs);
  await catchUp(ctx);
  const events = ctx.webhooks.observe(ctx.store);
  attempts.push(...(await ctx.webhooks.deliverDue(ctx.clock.now(), moveTo)));
  ctx.webhooks.clockMoved(); // the timer of the next retry counts from the new time
  return {
    webhook_attempts: attempts,
    events,
    approved_podspots: Math.max(0, pendingBefore - pendingCount(ctx)),
    month_end_credits: ctx.store.ledger.length - ledgerBefore,
  };
}
