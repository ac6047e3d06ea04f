import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { createApiRouter } from '../api-router.ts';
import { sandboxContext, startStore, type AppContext, type AppShared } from '../context.ts';
import type { ClockMode } from '../clock/clock.ts';
import type { ScenarioName } from '../scenarios/names.ts';
import { HttpError } from '../http/errors.ts';
import { oncePerOrigin, refusedOriginMessage } from '../middleware/cors.ts';
import type { Contract } from '../openapi.ts';

/** A live sandbox: its context and the `/api` built on it. `lastUsed` is real time (idle expiry is not virtual). */
export type Sandbox = {
  id: string;
  scenario: ScenarioName | 'fixture';
  ctx: AppContext;
  api: Router;
  lastUsed: number;
};

export type SandboxSummary = { id: string; scenario: ScenarioName | 'fixture'; expires_at: string };

/** Sweeping the idle sandboxes at most this often keeps it off the path of every call. */
const SWEEP_EVERY_MS = 1000;

/**
 * The sandboxes of one app besides the default one, which never expires and is not listed. A sandbox unused for
 * `sandboxIdleSeconds` is dropped on the next call after that (no timer: nothing to leak or to stop).
 */
export function createSandboxes(shared: AppShared, defaultCtx: AppContext, contract: Contract, now = () => Date.now()) {
  const live = new Map<string, Sandbox>();
  const idleMs = shared.options.sandboxIdleSeconds * 1000;
  // One log line per refused origin for the whole server, not one per sandbox.
  const onRefusedOrigin = oncePerOrigin(
    shared.options.onRefusedOrigin ??
      ((origin) => console.warn(refusedOriginMessage(origin, `--partner-origin ${origin}`))),
  );
  const defaultApi = createApiRouter(defaultCtx, contract, onRefusedOrigin);
  const apiOf = (ctx: AppContext) => createApiRouter(ctx, contract, onRefusedOrigin);
  let sweptAt = 0;
  const drop = (id: string): boolean => {
    live.get(id)?.ctx.webhooks.stop();
    return live.delete(id);
  };

  const summary = (s: Sandbox): SandboxSummary => ({
    id: s.id,
    scenario: s.scenario,
    expires_at: new Date(s.lastUsed + idleMs).toISOString(),
  });
  const sweep = () => {
    const t = now();
    if (t - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = t;
    for (const [id, s] of live) if (t - s.lastUsed >= idleMs) drop(id);
  };

  return {
    contract,
    defaultApi,
    defaultCtx,
    onRefusedOrigin,
    /**
     * Builds a sandbox from a fixture or a fresh copy of a scenario (the app's own start by default), its clock at
     * `now` (ms since the epoch; real time by default); 429 past `maxSandboxes`; a bad fixture throws FixtureError.
     */
    async create(
      start: { scenario?: ScenarioName; fixture?: unknown; now?: number; clock?: ClockMode } = {},
    ): Promise<Sandbox> {
      sweptAt = 0;
      sweep();
      if (live.size >= shared.options.maxSandboxes) {
        throw new HttpError(429, {
          sandbox:
            `${live.size} sandboxes are alive, the most this server keeps (maxSandboxes). ` +
            'Delete ones you no longer need (DELETE /api/__mock/sandboxes/{id}) or wait for idle ones to expire.',
        });
      }
      const id = `sb_${randomBytes(9).toString('base64url')}`;
      const given = start.scenario !== undefined || start.fixture !== undefined;
      const from = given ? start : { scenario: shared.options.scenario, fixture: shared.options.fixture };
      const ctx = sandboxContext(shared, id, await startStore(from, start.now), {
        ...from,
        now: start.now,
        clock: start.clock,
      });
      const scenario = from.fixture !== undefined ? 'fixture' : (from.scenario ?? 'demo');
      const sandbox: Sandbox = { id, scenario, ctx, api: apiOf(ctx), lastUsed: now() };
      live.set(id, sandbox);
      return sandbox;
    },
    /** The live sandbox with this id, marked as used now; undefined when unknown, deleted or expired. */
    use(id: string): Sandbox | undefined {
      sweep();
      const sandbox = live.get(id);
      if (sandbox) sandbox.lastUsed = now();
      return sandbox;
    },
    delete: drop,
    list: (): SandboxSummary[] => {
      sweep();
      return [...live.values()].map(summary);
    },
    summary,
    /** Partner origins of every sandbox: a CORS preflight names no sandbox, so it is answered for all of them. */
    allPartnerOrigins(): Set<string> {
      const origins = new Set(defaultCtx.options.partnerOrigins);
      for (const s of live.values()) for (const o of s.ctx.options.partnerOrigins) origins.add(o);
      return origins;
    },
  };
}

export type Sandboxes = ReturnType<typeof createSandboxes>;
