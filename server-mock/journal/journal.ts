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
  /** Only on a webhook delivery attempt the mock sent (README.md#webhooks); `path` is then the receiver's URL. */
  webhook?: { delivery_id: string; event_id: string; attempt: number; error: string | null };
};

export type JournalFilter = {
  method?: string;
  path?: string;
  status?: number | `${1 | 2 | 3 | 4 | 5}xx`;
  since?: number;
};

export type Journal = {
  record(entry: Omit<JournalEntry, 'id'>): void;
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
  return {
    record(entry) {
      const full = { id: ++lastId, ...entry };
      if (ring.length < capacity) ring.push(full);
      else ring[next] = full;
      next = (next + 1) % capacity;
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

function matches(e: JournalEntry, f: JournalFilter): boolean {
  if (f.method && e.method !== f.method) return false;
  if (f.path && !e.path.startsWith(f.path)) return false;
  if (typeof f.status === 'number' && e.status !== f.status) return false;
  if (typeof f.status === 'string' && Math.floor(e.status / 100) !== Number(f.status[0])) return false;
  return f.since === undefined || Date.parse(e.time) >= f.since;
}
