import type { TokenService } from './http/tokens.ts';
import type { Store } from './state/store.ts';
import type { FaultRule } from './middleware/faults.ts';

export const SCENARIOS = ['demo', 'large', 'empty'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export type AppOptions = {
  /** Scenario loaded at start and by `POST /api/__mock/reset` without a body. Default `demo`. */
  scenario?: ScenarioName;
  /** HS256 secret; a random per-process one when absent. */
  jwtSecret?: string;
  /** Origins allowed by CORS and `frame-ancestors` (the partner's sites). */
  partnerOrigins?: string[];
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
  /** Called after every state-changing request (persistence hooks in here). */
  changed(): void;
  /** Resolves once every change so far is saved to `stateFile` (at once without one). */
  flush(): Promise<void>;
};
