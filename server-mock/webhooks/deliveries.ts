import type { WebhookEndpoint } from './endpoints.ts';
import type { WebhookEventType } from './events.ts';

/** One try at sending a delivery. `at` is the sandbox's clock, `sent_at` real time. */
export type Attempt = {
  attempt: number;
  at: string;
  sent_at: string;
  /** The receiver's HTTP status, or null when there was none (refused, reset, timed out). */
  status: number | null;
  /** Why the attempt failed without a status; null otherwise. */
  error: string | null;
  duration_ms: number;
};

/** One event on its way to one endpoint, as `GET /api/__mock/webhooks/deliveries` lists it. */
export type Delivery = {
  id: string;
  event_id: string;
  event_type: WebhookEventType;
  endpoint_id: string;
  url: string;
  /** `pending` until a 2xx answer (`succeeded`) or the last retry failed (`failed`). */
  state: 'pending' | 'succeeded' | 'failed';
  attempts: Attempt[];
  /** When the next attempt is due, on the sandbox's clock; null once it succeeded or failed. */
  next_attempt_at: string | null;
};

/** Waits after failed attempt 1, 2, … before the next, on the sandbox's clock: six attempts in all, over ~10.5 hours. */
export const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 8 * 3600_000] as const;
/** A receiver that has not answered within this long fails the attempt. */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Deliveries kept per sandbox; the oldest finished ones are dropped first. */
export const DELIVERY_LOG_CAPACITY = 1_000;

/** A delivery and what sending it needs but the log does not show. */
export type QueuedDelivery = { delivery: Delivery; body: string; endpoint: WebhookEndpoint; dueMs: number | null };

/** Records an attempt's outcome and when the next one is due, counted from when this one was made (null: no more). */
export function settle(q: QueuedDelivery, attempt: Attempt, attemptedMs: number): void {
  q.delivery.attempts.push(attempt);
  const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const wait = RETRY_AFTER_MS[q.delivery.attempts.length - 1];
  if (ok || wait === undefined) {
    q.delivery.state = ok ? 'succeeded' : 'failed';
    q.dueMs = null;
  } else {
    q.dueMs = attemptedMs + wait;
  }
  q.delivery.next_attempt_at = q.dueMs === null ? null : new Date(q.dueMs).toISOString();
}

/** Drops the oldest finished deliveries past the capacity; pending ones are never dropped. */
export function trimLog(queue: QueuedDelivery[], capacity = DELIVERY_LOG_CAPACITY): void {
  while (queue.length > capacity) {
    const index = queue.findIndex((q) => q.delivery.state !== 'pending');
    if (index < 0) return;
    queue.splice(index, 1);
  }
}
