import { actionsByPublisher, requiredActions } from '../state/required-actions.ts';
import type { Store } from '../state/store.ts';
import type { RecordNeed } from '../state/trigger-records.ts';
import { partnerOfPodcast, partnerOfUser } from './audience.ts';

/** What a partner can subscribe to (server-mock/README.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'account.created',
  'account.onboarding_completed',
  'account.linked',
  'opportunity.offered',
  'podspot.approved',
  'podspot.went_live',
  'earnings.available',
  'payout.paid',
  'actions.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEventType =>
  WEBHOOK_EVENTS.includes(value as WebhookEventType);

/**
 * An event before it is numbered: what happened, the records it concerns, and the platform managing the publisher it
 * is about (`partner_id`, null when none: webhooks/audience.ts says who hears it).
 */
export type EventDraft = { type: WebhookEventType; data: Record<string, unknown>; partner_id: string | null };

/**
 * What the last look at a store saw: enough to tell what changed since. Partner accounts by id (with whether their
 * onboarding was complete), podspots by id (state and status), offered opportunities by id, how many ledger entries
 * there were (the ledger only grows), the paid withdrawals by id, and each publisher's required actions as text.
 */
export type StoreSnapshot = {
  store: Store;
  accounts: Map<number, boolean>;
  podspots: Map<number, string>;
  offered: Set<number>;
  ledgerLength: number;
  paid: Set<number>;
  actions: Map<number, string>;
};

const podspotKey = (p: Store['podspots'][number]) => `${p.aasm_state}|${p.status}`;

export function snapshotOf(store: Store): StoreSnapshot {
  return {
    store,
    accounts: new Map(store.users.filter((u) => u.partner).map((u) => [u.id, u.onboarding.completed])),
    podspots: new Map(store.podspots.map((p) => [p.id, podspotKey(p)])),
    offered: new Set(store.opportunities.filter((o) => o.status === 'offered').map((o) => o.id)),
    ledgerLength: store.ledger.length,
    paid: new Set(store.ledger.filter((e) => e.kind === 'withdrawal' && e.paid_at).map((e) => e.id)),
    actions: new Map([...actionsByPublisher(store)].map(([id, actions]) => [id, JSON.stringify(actions)])),
  };
}

/** The publisher's email of a podcast, for event data: who a partner's backend acts for. */
function publisherEmail(store: Store, podcastId: number): string | null {
  const ownerId = store.podcasts.find((p) => p.id === podcastId)?.owner_id;
  return store.users.find((u) => u.id === ownerId)?.email ?? null;
}
const emailOf = (store: Store, userId: number) => store.users.find((u) => u.id === userId)?.email ?? null;

/** A partner account, by the ids its platform knows it by. */
export const accountData = (u: Store['users'][number]) => ({
  account_id: u.id,
  external_id: u.partner?.external_id ?? null,
  email: u.email,
  onboarding_state: u.onboarding.state,
  onboarding_completed: u.onboarding.completed,
});

export const opportunityData = (store: Store, o: Store['opportunities'][number]) => ({
  opportunity_id: o.id,
  campaign_id: o.campaign_id,
  publisher_podcast_id: o.publisher_podcast_id,
  publisher_email: publisherEmail(store, o.publisher_podcast_id),
});
export const podspotData = (store: Store, p: Store['podspots'][number]) => ({
  podspot_id: p.id,
  campaign_id: p.campaign_id,
  publisher_podcast_id: p.publisher_podcast_id,
  title: p.title,
  publisher_email: publisherEmail(store, p.publisher_podcast_id),
});
export const ledgerData = (store: Store, e: Store['ledger'][number]) => ({
  ledger_entry_id: e.id,
  amount_cents: Math.abs(e.amount_cents),
  currency: 'usd',
  description: e.description,
  publisher_email: emailOf(store, e.user_id),
  created_at: e.created_at,
  ...(e.kind === 'withdrawal' ? { paid_at: e.paid_at ?? null } : {}),
});
/** A publisher's required actions as `GET /publisher/actions` answers them. */
export const actionsData = (store: Store, userId: number) => ({
  publisher_email: emailOf(store, userId),
  ...requiredActions(store, userId),
});

/**
 * The events between `before` and `store` now, in the order they happen in a podspot's life. A store that was replaced
 * (a reset) gives none: a reset is a new start, not a series of events.
 */
export function eventsSince(before: StoreSnapshot, store: Store): EventDraft[] {
  if (before.store !== store) return [];
  const events: EventDraft[] = [];
  for (const u of store.users) {
    if (!u.partner) continue;
    const completed = before.accounts.get(u.id);
    // A linked account is new to its partner, not to Podspot: it may have finished its onboarding long ago.
    if (completed === undefined && u.partner.linked_at) {
      events.push({ type: 'account.linked', data: accountData(u), partner_id: u.partner.partner_id });
      continue;
    }
    if (completed === undefined)
      events.push({ type: 'account.created', data: accountData(u), partner_id: u.partner.partner_id });
    if (u.onboarding.completed && !completed)
      events.push({ type: 'account.onboarding_completed', data: accountData(u), partner_id: u.partner.partner_id });
  }
  for (const o of store.opportunities)
    if (o.status === 'offered' && !before.offered.has(o.id))
      events.push({
        type: 'opportunity.offered',
        data: opportunityData(store, o),
        partner_id: partnerOfPodcast(store, o.publisher_podcast_id),
      });
  for (const p of store.podspots) {
    const [state, status] = (before.podspots.get(p.id) ?? '|').split('|');
    if (p.aasm_state === 'approved' && state !== 'approved')
      events.push({
        type: 'podspot.approved',
        data: podspotData(store, p),
        partner_id: partnerOfPodcast(store, p.publisher_podcast_id),
      });
    if (p.status === 'active' && status !== 'active')
      events.push({
        type: 'podspot.went_live',
        data: podspotData(store, p),
        partner_id: partnerOfPodcast(store, p.publisher_podcast_id),
      });
  }
  for (const entry of store.ledger.slice(before.ledgerLength))
    if (entry.kind === 'earning')
      events.push({
        type: 'earnings.available',
        data: ledgerData(store, entry),
        partner_id: partnerOfUser(store, entry.user_id),
      });
  // A withdrawal is paid on its arrival day, not when it is asked for (state/withdrawals.ts).
  for (const entry of store.ledger)
    if (entry.kind === 'withdrawal' && entry.paid_at && !before.paid.has(entry.id))
      events.push({
        type: 'payout.paid',
        data: ledgerData(store, entry),
        partner_id: partnerOfUser(store, entry.user_id),
      });
  for (const [userId, actions] of actionsByPublisher(store))
    if (JSON.stringify(actions) !== before.actions.get(userId))
      events.push({
        type: 'actions.changed',
        data: actionsData(store, userId),
        partner_id: partnerOfUser(store, userId),
      });
  return events;
}

/** What `trigger` creates for an event when `sampleEvent` finds no record (state/trigger-records.ts). */
export const TRIGGER_NEEDS = {
  'account.created': 'publisher',
  'actions.changed': 'publisher',
  'opportunity.offered': 'offer',
  'podspot.approved': 'live_podspot',
  'podspot.went_live': 'live_podspot',
  'account.onboarding_completed': 'onboarded',
  'account.linked': 'linked',
  'earnings.available': 'earnings',
  'payout.paid': 'paid_withdrawal',
} as const satisfies Record<WebhookEventType, RecordNeed>;
