import { randomBytes } from 'node:crypto';
import { createClock, type Clock, type ClockMode } from './clock/clock.ts';
import { loadFixture } from './fixtures/index.ts';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.ts';
import { createListMemo, type ListMemo } from './state/list-memo.ts';
import { createTokenService, type TokenService } from './http/tokens.ts';
import { createJournal, type Journal } from './journal/journal.ts';
import type { FaultRule } from './middleware/faults.ts';
import type { StubRule } from './middleware/stubs.ts';
import { createPersister } from './persistence/persister.ts';
import { readStateFile, removeStaleTemps } from './persistence/state-file.ts';
import type { ScenarioName } from './scenarios/names.ts';
import { freshStore } from './scenarios/pristine.ts';
import type { Store } from './state/store.ts';
import { createWebhooks, type Webhooks } from './webhooks/webhooks.ts';

export type AppOptions = {
  /** Scenario loaded at start and by `POST /api/__mock/reset` without a body. Default `demo`. */
  scenario?: ScenarioName;
  /**
   * A fixture (parsed JSON, server-mock/README.md#fixtures) loaded at start instead of the scenario, and by a reset
   * without a body. A bad one makes createApp throw FixtureError. A `stateFile` that exists still wins.
   */
  fixture?: unknown;
  /** HS256 secret; a random per-process one when absent. */
  jwtSecret?: string;
  /** Origins allowed by CORS and `frame-ancestors` (the partner's sites); `/api/__mock/partner_origins` changes it. */
  partnerOrigins?: string[];
  /** Hears of the first call from each origin that is not allowed. Default: a log line naming `--partner-origin`. */
  onRefusedOrigin?: (origin: string) => void;
  /** Where the built console and SDK are; served when given. */
  consoleDir?: string;
  sdkDir?: string;
  /** Persist state to this file (atomic writes) and load it on start when present. */
  stateFile?: string;
  /** Public URL of the console, used in emails and payout redirects. Default from the request. */
  publicUrl?: string;
  /** Seconds before a pending podspot is approved by the background step; 0 turns it off. */
  approveAfterSeconds?: number;
  /** Seconds a sandbox may stay unused before it is deleted. Default 1800 (30 minutes). */
  sandboxIdleSeconds?: number;
  /** How many sandboxes may be alive at once, besides the default one; creating one more answers 429. Default 200. */
  maxSandboxes?: number;
};

/** The state of one sandbox, shared by every router built on it; `store` is replaced as a whole on reset. */
export type AppContext = {
  /** The sandbox's id; null for the default sandbox (the one calls without a sandbox reach). */
  sandboxId: string | null;
  store: Store;
  /** The sandbox's virtual clock: everything time-dependent reads `clock.now()`, never `Date.now()`. */
  clock: Clock;
  tokens: TokenService;
  options: Required<
    Pick<AppOptions, 'partnerOrigins' | 'approveAfterSeconds' | 'sandboxIdleSeconds' | 'maxSandboxes'>
  > &
    AppOptions;
  faults: FaultRule[];
  /** Shaped answers for matching calls (`/api/__mock/stubs`), tried after the fault rules. */
  stubs: StubRule[];
  /** The last calls answered under /api (`GET /api/__mock/requests`). */
  journal: Journal;
  /** Serialised answers of big lists, emptied by `changed()`. */
  answers: AnswerCache;
  /** Arranged (filtered, sorted, grouped) lists that pages are cut from, emptied by `changed()`. */
  lists: ListMemo;
  /** The partner's webhook endpoints and the deliveries of this sandbox's events (README.md#webhooks). */
  webhooks: Webhooks;
  /** Called after every state-changing request (persistence hooks in here); empties `answers` and `lists`. */
  changed(): void;
  /** Resolves once every change so far is saved to `stateFile` (at once without one). */
  flush(): Promise<void>;
};

/** What every sandbox of one app shares: the signing secret (tokens of any sandbox verify alike) and the options. */
export type AppShared = { secret: Uint8Array; options: AppContext['options'] };

export const sharedOf = (options: AppOptions): AppShared => ({
  secret: options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : randomBytes(32),
  options: {
    partnerOrigins: ['http://localhost:4011'],
    approveAfterSeconds: 0,
    sandboxIdleSeconds: 30 * 60,
    maxSandboxes: 200,
    // An option given as `undefined` (a wrapper passing its own optional value on) keeps the default.
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  },
});

/**
 * A sandbox's context around `store`: its own clock, tokens bound to it, fault rules and a copy of the options (what
 * is added at run time stays in the sandbox). Sandboxes other than the default one are never saved to `stateFile`.
 */
export function sandboxContext(
  shared: AppShared,
  id: string | null,
  store: Store,
  start: { scenario?: ScenarioName; fixture?: unknown; now?: number; clock?: ClockMode } = {},
): AppContext {
  const clock = createClock(undefined, start.now, start.clock);
  const answers = createAnswerCache();
  const lists = createListMemo();
  const journal = createJournal();
  const { stateFile, ...rest } = shared.options;
  const options: AppContext['options'] = {
    ...rest,
    ...(id === null && stateFile ? { stateFile } : {}),
    // What a reset without a body goes back to.
    ...(start.scenario || start.fixture !== undefined ? { scenario: start.scenario, fixture: start.fixture } : {}),
    partnerOrigins: [...rest.partnerOrigins],
  };
  const webhooks = createWebhooks({
    sandboxId: id,
    clock,
    journal: () => journal,
    partnerOrigins: () => options.partnerOrigins,
  });
  return {
    sandboxId: id,
    store,
    clock,
    tokens: createTokenService(shared.secret, clock, id ?? undefined),
    options,
    faults: [],
    stubs: [],
    journal,
    answers,
    lists,
    webhooks,
    changed: () => {
      answers.clear();
      lists.clear();
      webhooks.noteChange();
    },
    flush: async () => {},
  };
}

/** A fresh store of the fixture when there is one (a bad one throws FixtureError), else of the scenario as of `nowMs`. */
export const startStore = async (start: { scenario?: ScenarioName; fixture?: unknown }, nowMs = Date.now()) =>
  start.fixture !== undefined ? loadFixture(start.fixture) : freshStore(start.scenario ?? 'demo', nowMs);

/**
 * The default sandbox: the store from `--state FILE` when it exists, else the fixture, else the scenario; saved to that
 * file.
 */
export async function createContext(shared: AppShared): Promise<AppContext> {
  const { options } = shared;
  // `--state FILE`: a saved state wins over the scenario; a corrupt file throws StateFileError (refuse to start).
  if (options.stateFile) removeStaleTemps(options.stateFile);
  const saved = options.stateFile ? readStateFile(options.stateFile) : null;
  const ctx = sandboxContext(shared, null, saved ?? (await startStore(options)));
  if (options.stateFile) {
    const persister = createPersister(options.stateFile, () => ctx.store);
    const clearCaches = ctx.changed;
    Object.assign(ctx, {
      changed: () => {
        clearCaches();
        persister.changed();
      },
      flush: persister.flush,
    });
    if (!saved) {
      ctx.changed();
      await ctx.flush();
    }
  }
  return ctx;
}
