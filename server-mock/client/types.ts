import type { FaultKind } from '../journal/journal.ts';

/** What `POST /api/signin/` answers: the console's session. */
export type SignInResult = {
  jwt_token: string;
  /** ISO 8601 time the token stops working (1 hour after sign-in). */
  expires_at: string;
  role: string[];
  onboarding: { completed: boolean; current_state: string };
  first_name: string;
  last_name: string;
  email: string;
};

/** What `POST /api/partner/embed_tokens` answers: a token for the SDK's `fetchToken`. */
export type EmbedToken = {
  token: string;
  /** ISO 8601 time the token stops working (15 minutes after minting). */
  expires_at: string;
};

/**
 * `POST /api/__mock/reset`: back to a scenario, or to a fixture (parsed JSON in the format of the package's
 * `fixture.schema.json`); with neither, to what the server started with. Not both.
 */
export type ResetOptions = { scenario?: 'demo' | 'large' | 'xlarge' | 'empty'; fixture?: object };

/** What a reset loaded, and how many accounts there are now. */
export type ResetResult = { scenario?: string; fixture?: true; users: number };

/** An email the server "sent", captured instead of delivered. */
export type OutboxEmail = { id: number; to: string; subject: string; text: string; link?: string; sent_at: string };

/**
 * A rule for `POST /api/__mock/faults`: matching calls fail with `status`, fail at the network level (`fault`), wait
 * `delay_ms`, or a mix.
 */
export type FaultRuleInput = {
  /** Prefix of the path under /api, e.g. `/earn/opportunities`. */
  path: string;
  /** GET, POST, PUT, DELETE or PATCH; absent: any method. */
  method?: string;
  /** Query parameters the call must carry, each with exactly this value. */
  query?: Record<string, string>;
  /** Fields the call's JSON body must hold, each equal to this value. */
  body?: Record<string, unknown>;
  /** 400–599: answer this status with `{"detail": detail}` (200–599 with `fault: 'empty_body'`). */
  status?: number;
  /**
   * `reset` (TCP reset), `hang` (no answer ever), `empty_body` (these three never reach the API), or the API's own
   * answer `truncated_body` (closed after half), `malformed_body` (half sent as the whole) or `trickle` (ten pieces).
   */
  fault?: 'reset' | 'hang' | 'empty_body' | 'truncated_body' | 'malformed_body' | 'trickle';
  /** 0–60000 milliseconds to wait before answering (or running normally when there is no `status`). */
  delay_ms?: number;
  /** With `trickle`: 1–10000 milliseconds between the pieces; default 500. */
  interval_ms?: number;
  /** The answer's detail; default `{"error": "Injected fault."}`. */
  detail?: Record<string, string>;
  /** How many matching calls it applies to; absent: until removed. A spent rule leaves the list. */
  times?: number;
  /**
   * With `reset`: a call on a kept-alive connection does not spend `times`, so the retry a browser makes on its own is
   * reset too and the page sees the failure (README#reset-and-browser-retries).
   */
  cover_retry?: boolean;
  /**
   * A reproducible share of the matching calls fails (README#seeded-chaos): the same `seed` and the same calls fail the
   * same calls the same way. `rate` 0–1; `kinds` default to all five; `status` answers the rule's `status` (default
   * 503). Not with `fault`, `delay_ms`, `times` or `cover_retry`.
   */
  chaos?: ChaosInput;
};
/** The settings of a chaos rule. */
export type ChaosInput = {
  /** 0–4294967295. */
  seed: number;
  /** The share of calls to fail, 0–1. */
  rate: number;
  kinds?: ('status' | 'reset' | 'empty_body' | 'truncated_body' | 'malformed_body')[];
};
/** A stored rule, with its id and what is left of `times`; a chaos rule with how many calls it has matched. */
export type FaultRule = Omit<FaultRuleInput, 'chaos'> & { id: number; chaos?: ChaosInput & { calls: number } };

/** Which journal entries `requests()` returns; every field narrows, all absent: the whole journal. */
export type RequestFilter = {
  method?: string;
  /** A path prefix under /api, e.g. `/partner/embed_tokens`, or of a webhook receiver's URL (`http://…`). */
  path?: string;
  /** A status such as 201, or a class such as `4xx`. */
  status?: number | `${1 | 2 | 3 | 4 | 5}xx`;
  /** Only calls made at or after this time (a Date or an ISO 8601 string). */
  since?: Date | string;
  /** Only calls a fault rule applied to: of this kind (`reset`, `hang`, `status`, `delay` …), or `any`. */
  fault?: FaultKind | 'any';
  /** `true`: only the webhook deliveries the mock sent; `false`: only calls made to the API. */
  webhook?: boolean;
};

/** One call the server answered, as `GET /api/__mock/requests` lists it: passwords, tokens and keys never appear. */
export type { JournalEntry, FaultKind } from '../journal/journal.ts';

/** `POST /api/__mock/sandboxes`: a scenario or a fixture (README#fixtures) to start from; default: the server's. */
export type SandboxOptions = ResetOptions & {
  /**
   * The time the sandbox's clock starts at (and a scenario's dates are built as of), from 2000 to 20 years past the
   * real date: pins the dates of screenshots and reports so a suite passes on any day. Default: the real time.
   */
  now?: Date | string;
  /** `frozen`: the sandbox's clock stands still until advanced or set (README#clock). Default: `running`. */
  clock?: ClockMode;
};

/** A live sandbox as `POST|GET /api/__mock/sandboxes` answer it. */
export type SandboxSummary = {
  id: string;
  scenario: string;
  /** ISO 8601 time it is deleted unless used again (idle expiry, 30 minutes by default). */
  expires_at: string;
};

/** `running` flows with real time between calls; `frozen` stands still until advanced or set. */
export type ClockMode = 'running' | 'frozen';
/** What an advance or a set processed before it answered (README#clock). */
export type ClockEffects = {
  /** Webhook attempts made in the order they fell due, each dated when it fell due. */
  webhook_attempts: {
    delivery_id: string;
    event_type: string;
    attempt: number;
    at: string;
    status: number | null;
    error: string | null;
  }[];
  events: number;
  approved_podspots: number;
  month_end_credits: number;
};
/** `GET|POST /api/__mock/clock` answer: the sandbox's virtual now (ISO 8601), its mode, and what a move did. */
export type ClockAnswer = { now: string; mode: ClockMode; effects?: ClockEffects };
/**
 * `POST /api/__mock/clock`: move forward by a duration or jump to a later date-time, and/or freeze the clock or let it
 * run.
 */
export type ClockMove =
  | { advance: string; set?: never; mode?: ClockMode }
  | { set: string; advance?: never; mode?: ClockMode }
  | { mode: ClockMode; advance?: never; set?: never };
