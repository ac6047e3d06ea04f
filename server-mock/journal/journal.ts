/**
 * What a fault rule did to a call: one of its network faults (middleware/fault-rule.ts NETWORK_FAULTS), its error
 * `status`, or only its `delay_ms`.
 */
export const FAULT_KINDS = [
  'reset',
  'hang',
  'empty_body',
  'truncated_body',
  'malformed_body',
  'trickle',
  'status',
  'delay',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** One answered API call, as `GET /api/__mock/requests` lists it (server-mock/README.md#request-journal). */
export type JournalEntry = {
  /** 1, 2, 3 … in the order the calls were answered; a clear does not restart it. */
  id: number;
  /** When the call came in, ISO 8601. */
  time: string;
  method: string;
  /** The path under /api, e.g. `/partner/embed_tokens` (secret segments masked). */
  path: string;
  query: Record<string, unknown>;
  /** The status answered; 0 when none was (a `reset`, a `hang`). */
  status: number;
  duration_ms: number;
  /** The `Origin` header, or null. */
  origin: string | null;
  /** Who: the signed-in user's email, or for an embed token mint the email it was asked for. */
  email: string | null;
  /** How: a console token, an embed token, or a partner key (a mint); null for calls without any. */
  auth: 'console' | 'embed' | 'partner' | null;
  /** The partner key of a mint, by id and name; never the key. */
  partner: { id: string; name: string } | null;
  /** The JSON body with secrets masked; null without one, a note when too large to keep. */
  body: unknown;
  /** Only on a call a fault rule applied to: what it did and the rule's id (`GET /__mock/faults`). */
  fault?: {
    kind: FaultKind;
    ruleId: number;
    /** Only when a chaos rule failed the call: its seed and the call's ordinal among the calls the rule matched. */
    chaos?: { seed: number; call: number };
  };
  /** Only on a call a stub rule answered: the rule's id (`GET /__mock/stubs`). */
  stub?: { ruleId: number };
  /** Only on a webhook delivery attempt the mock sent (README.md#webhooks); `path` is then the receiver's URL. */
  webhook?: { delivery_id: string; event_id: string; attempt: number; error: string | null };
  /** Only while the sandbox records answers (`PUT /__mock/journal`): the call's headers, secrets masked. */
  headers?: Record<string, unknown>;
  /** Only while the sandbox records answers: what was answered (journal/answer-of.ts). */
  response?: RecordedAnswer;
};

/** An answer as the journal keeps it: secrets masked, a body over MAX_ANSWER_CHARS cut there. */
export type RecordedAnswer = {
  status: number;
  headers: Record<string, unknown>;
  /** Parsed JSON, text, or a note for bytes that are neither (an image, a PDF) or were streamed. */
  body: unknown;
  /** True when `body` is the first MAX_ANSWER_CHARS characters of a longer answer's text. */
  body_truncated: boolean;
};

export type JournalFilter = {
  method?: string;
  path?: string;
  status?: number | `${1 | 2 | 3 | 4 | 5}xx`;
  since?: number;
  /** Only calls a fault rule applied to: with this kind, or `any` kind. */
  fault?: FaultKind | 'any';
  /** Only webhook deliveries (true), or only calls made to the API (false). */
  webhook?: boolean;
};

export type Journal = {
  record(entry: Omit<JournalEntry, 'id'>): void;
  /** Whether answers (status, headers, body) and the calls' headers are recorded too; off until turned on. */
  recordAnswers: boolean;
  /** Calls `listener` after each entry is recorded; returns the way to stop. */
  onRecord(listener: () => void): () => void;
  /** Oldest first. */
  list(filter?: JournalFilter): JournalEntry[];
  clear(): void;
};

/** Calls kept; older ones are dropped first. */
export const JOURNAL_CAPACITY = 10_000;

/** The request journal of one app: a ring buffer of the last `capacity` calls. */
export function createJournal(capacity = JOURNAL_CAPACITY): Journal {
  const ring: JournalEntry[] = [];
  let next = 0; // where the next entry goes once the ring is full
  let lastId = 0;
  const listeners = new Set<() => void>();
  return {
    recordAnswers: false,
    record(entry) {
      const full = { id: ++lastId, ...entry };
      if (ring.length < capacity) ring.push(full);
      else ring[next] = full;
      next = (next + 1) % capacity;
      for (const listener of [...listeners]) listener();
    },
    onRecord(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    list(filter = {}) {
      const ordered = ring.length < capacity ? ring : [...ring.slice(next), ...ring.slice(0, next)];
      return ordered.filter((e) => matches(e, filter));
    },
    clear() {
      ring.length = 0;
      next = 0;
    },
  };
}

export function matches(e: JournalEntry, f: JournalFilter): boolean {
  if (f.method && e.method !== f.method) return false;
  if (f.path && !e.path.startsWith(f.path)) return false;
  if (typeof f.status === 'number' && e.status !== f.status) return false;
  if (typeof f.status === 'string' && Math.floor(e.status / 100) !== Number(f.status[0])) return false;
  if (f.fault && (!e.fault || (f.fault !== 'any' && e.fault.kind !== f.fault))) return false;
  if (f.webhook !== undefined && f.webhook !== (e.webhook !== undefined)) return false;
  return f.since === undefined || Date.parse(e.time) >= f.since;
}
