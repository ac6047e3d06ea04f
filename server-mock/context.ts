import { randomBytes } from 'node:crypto';
import { loadFixture } from './fixtures/index.ts';
import { createTokenService, type TokenService } from './http/tokens.ts';
import { createJournal, type Journal } from './journal/journal.ts';
import type { FaultRule } from './middleware/faults.ts';
import { createPersister } from './persistence/persister.ts';
import { readStateFile, removeStaleTemps } from './persistence/state-file.ts';
import { loadScenario } from './scenarios/index.ts';
import type { Store } from './state/store.ts';

export const SCENARIOS = ['demo', 'large', 'empty'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

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
};

/** Shared by every router; `store` is replaced as a whole on reset. */
export type AppContext = {
  store: Store;
  tokens: TokenService;
  options: Required<Pick<AppOptions, 'partnerOrigins' | 'approveAfterSeconds'>> & AppOptions;
  faults: FaultRule[];
  /** The last calls answered under /api (`GET /api/__mock/requests`). */
  journal: Journal;
  /** Called after every state-changing request (persistence hooks in here). */
  changed(): void;
  /** Resolves once every change so far is saved to `stateFile` (at once without one). */
  flush(): Promise<void>;
};

/**
 * The state behind one app: the store (from `--state FILE` when it exists, else the fixture, else the scenario),
 * tokens, fault rules, the request journal.
 */
export async function createContext(options: AppOptions): Promise<AppContext> {
  // `--state FILE`: a saved state wins over the scenario; a corrupt file throws StateFileError (refuse to start).
  if (options.stateFile) removeStaleTemps(options.stateFile);
  const saved = options.stateFile ? readStateFile(options.stateFile) : null;
  const ctx: AppContext = {
    store:
      saved ??
      (options.fixture !== undefined ? loadFixture(options.fixture) : await loadScenario(options.scenario ?? 'demo')),
    tokens: createTokenService(options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : randomBytes(32)),
    options: { partnerOrigins: ['http://localhost:4011'], approveAfterSeconds: 0, ...options },
    faults: [],
    journal: createJournal(),
    changed: () => {},
    flush: async () => {},
  };
  if (options.stateFile) {
    const persister = createPersister(options.stateFile, () => ctx.store);
    Object.assign(ctx, { changed: persister.changed, flush: persister.flush });
    if (!saved) {
      ctx.changed();
      await ctx.flush();
    }
  }
  return ctx;
}
