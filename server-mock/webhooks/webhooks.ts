import type { Clock } from '../clock/clock.ts';
import type { Journal } from '../journal/journal.ts';
import { maskPath, maskSecrets } from '../journal/mask-secrets.ts';
import type { Store } from '../state/store.ts';
import { settle, trimLog, type Delivery, type QueuedDelivery } from './deliveries.ts';
import { deliveryRefusal, newEndpoint, type WebhookEndpoint } from './endpoints.ts';
import { eventsSince, snapshotOf, type EventDraft, type StoreSnapshot, type WebhookEventType } from './events.ts';
import { sendDelivery } from './send.ts';
import { reaches } from './audience.ts';

/** What a receiver gets as the JSON body of a delivery. */
export type WebhookEvent = {
  id: string;
  type: WebhookEventType;
  /** When it happened, on the sandbox's clock. */
  created_at: string;
  /** The sandbox it happened in; null for the default one. */
  sandbox: string | null;
  /** True when sent on demand (`podspot-mock trigger`), not by a change of state. */
  triggered: boolean;
  data: Record<string, unknown>;
};

type Deps = {
  sandboxId: string | null;
  clock: Clock;
  journal: () => Journal;
  partnerOrigins: () => readonly string[];
};

/** An attempt a clock move made, as the move's answer lists it. */
export type MoveAttempt = {
  delivery_id: string;
  event_type: WebhookEventType;
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
};

/** Attempts one clock move may make: six per delivery of the log's capacity, and a guard against a loop. */
const MAX_MOVE_ATTEMPTS = 6 * 1000;

/** Longest a timer may wait (setTimeout's limit); a later due time is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A sandbox's webhooks: the partners' endpoints, events found by comparing the store after each change, and signed
 * deliveries retried with backoff on the sandbox's clock. Moving the clock sends the retries it makes due.
 */
export function createWebhooks({ sandboxId, clock, journal, partnerOrigins }: Deps) {
  let endpoints: WebhookEndpoint[] = [];
  let queue: QueuedDelivery[] = [];
  let seen: StoreSnapshot | null = null;
  let dirty = false;
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const inFlight = new Set<QueuedDelivery>();
  /** Attempts the timer started, until settled: a clock move waits for them, as their retries may fall due in it. */
  const sent = new Set<Promise<void>>();

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const due = queue.filter((q) => q.dueMs !== null && !inFlight.has(q)).map((q) => q.dueMs as number);
    if (due.length === 0) return;
    const wait = Math.min(Math.max(0, Math.min(...due) - clock.now()), MAX_TIMER_MS);
    timer = setTimeout(pump, wait);
    timer.unref();
  }

  function pump(): void {
    if (stopped) return;
    const now = clock.now();
    for (const q of queue) {
      if (q.dueMs === null || q.dueMs > now || inFlight.has(q)) continue;
      const sending = attempt(q).finally(() => sent.delete(sending));
      sent.add(sending);
    }
    schedule();
  }

  async function attempt(q: QueuedDelivery): Promise<void> {
    inFlight.add(q);
    const number = q.delivery.attempts.length + 1;
    const startedMs = clock.now();
    const at = new Date(startedMs).toISOString();
    const refusal = deliveryRefusal(q.endpoint.url, partnerOrigins());
    const result = refusal
      ? { attempt: number, at, sent_at: new Date().toISOString(), status: null, error: refusal, duration_ms: 0 }
      : await sendDelivery({
          url: q.endpoint.url,
          body: q.body,
          secret: q.endpoint.secret,
          eventId: q.delivery.event_id,
          attempt: number,
          at,
        });
    inFlight.delete(q);
    if (stopped || !queue.includes(q)) return;
    settle(q, result, startedMs);
    journal().record({
      time: result.sent_at,
      method: 'POST',
      path: maskPath(q.endpoint.url),
      query: {},
      status: result.status ?? 0,
      duration_ms: result.duration_ms,
      origin: null,
      email: null,
      auth: null,
      partner: null,
      body: maskSecrets(JSON.parse(q.body)),
      webhook: { delivery_id: q.delivery.id, event_id: q.delivery.event_id, attempt: number, error: result.error },
    });
    schedule();
  }

  /** Numbers an event and queues one delivery per endpoint subscribed to it, sent at once. */
  function emit(draft: EventDraft, triggered = false): { event: WebhookEvent; deliveries: Delivery[] } {
    const event: WebhookEvent = {
      id: `evt_${++seq}`,
      type: draft.type,
      created_at: new Date(clock.now()).toISOString(),
      sandbox: sandboxId,
      triggered,
      data: draft.data,
    };
    const body = JSON.stringify(event);
    const deliveries = endpoints
      .filter((e) => e.events.includes(draft.type) && reaches(e.partner_id, draft.partner_id))
      .map((endpoint) => {
        const delivery: Delivery = {
          id: `wd_${++seq}`,
          event_id: event.id,
          event_type: event.type,
          endpoint_id: endpoint.id,
          url: endpoint.url,
          state: 'pending',
          attempts: [],
          next_attempt_at: event.created_at,
        };
        queue.push({ delivery, body, endpoint, dueMs: clock.now() });
        return delivery;
      });
    trimLog(queue);
    pump();
    return { event, deliveries };
  }

  return {
    register(partnerId: string, url: string, events: WebhookEventType[], store: Store): WebhookEndpoint {
      const endpoint = newEndpoint(++seq, partnerId, url, events, clock.now());
      endpoints = [...endpoints, endpoint];
      // Events count from the first registration on: what happened before is not sent.
      seen ??= snapshotOf(store);
      return endpoint;
    },
    /** The endpoints of one partner, or of every partner without `partnerId`. */
    endpoints: (partnerId?: string): readonly WebhookEndpoint[] =>
      partnerId === undefined ? endpoints : endpoints.filter((e) => e.partner_id === partnerId),
    /** Removes one of the partner's endpoints; false when it has none with this id. */
    unregister(id: string, partnerId: string): boolean {
      const before = endpoints.length;
      endpoints = endpoints.filter((e) => e.id !== id || e.partner_id !== partnerId);
      queue = queue.filter((q) => endpoints.includes(q.endpoint));
      if (endpoints.length === 0) seen = null;
      schedule();
      return endpoints.length < before;
    },
    deliveries: (filter: { event_id?: string; endpoint_id?: string } = {}): Delivery[] =>
      queue
        .map((q) => q.delivery)
        .filter(
          (d) =>
            (!filter.event_id || d.event_id === filter.event_id) &&
            (!filter.endpoint_id || d.endpoint_id === filter.endpoint_id),
        ),
    /** Called by every change of state; the comparison waits until the call that made it is answered. */
    noteChange(): void {
      dirty = true;
    },
    /**
     * Sends the events of the changes noted since the last look; returns how many. Cheap when nothing changed or nobody
     * listens.
     */
    observe(store: Store): number {
      if (!dirty || seen === null) return 0;
      dirty = false;
      const drafts = eventsSince(seen, store);
      seen = snapshotOf(store);
      for (const draft of drafts) emit(draft);
      return drafts.length;
    },
    /**
     * Makes, one at a time in the order they fall due, every attempt due up to `untilMs`, moving the clock to each one's
     * due time first (`moveTo`): a two-day advance sends each retry a failing receiver has on its way, dated when it
     * fell due, as that much real time would have. Resolves with the attempts made.
     */
    async deliverDue(untilMs: number, moveTo: (ms: number) => void): Promise<MoveAttempt[]> {
      const made: MoveAttempt[] = [];
      while (!stopped && made.length < MAX_MOVE_ATTEMPTS) {
        while (sent.size > 0) await Promise.all([...sent]);
        let next: QueuedDelivery | undefined;
        for (const q of queue)
          if (q.dueMs !== null && q.dueMs <= untilMs && !inFlight.has(q) && (!next || q.dueMs < next.dueMs!)) next = q;
        if (!next) break;
        moveTo(next.dueMs!);
        const before = next.delivery.attempts.length;
        await attempt(next);
        const last = next.delivery.attempts[before];
        if (!last) break; // dropped meanwhile (its endpoint removed, a reset)
        made.push({
          delivery_id: next.delivery.id,
          event_type: next.delivery.event_type,
          attempt: last.attempt,
          at: last.at,
          status: last.status,
          error: last.error,
        });
      }
      return made;
    },
    trigger: (draft: EventDraft) => emit(draft, true),
    /** Takes the store as it is now into the snapshot without sending its changes (records the trigger made). */
    absorb(store: Store): void {
      if (seen === null) return;
      seen = snapshotOf(store);
      dirty = false;
    },
    /**
     * One more attempt of a delivery, now, whatever its state (`podspot-mock webhooks resend`); undefined when no
     * delivery of the log has this id. A failed resend is retried only while the backoff has waits left.
     */
    resend(id: string): Delivery | undefined {
      const q = queue.find((d) => d.delivery.id === id);
      if (!q) return undefined;
      q.delivery.state = 'pending';
      q.dueMs = clock.now();
      q.delivery.next_attempt_at = new Date(q.dueMs).toISOString();
      pump();
      return q.delivery;
    },
    /** The clock moved: retries it made due go now. */
    clockMoved: pump,
    /** A reset: no endpoints, no deliveries. */
    reset(): void {
      endpoints = [];
      queue = [];
      seen = null;
      schedule();
    },
    /** The sandbox is gone: nothing more is sent. */
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
