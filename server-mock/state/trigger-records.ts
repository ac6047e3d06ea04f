import type { WebhookEventType } from '../webhooks/events.ts';
import { today } from './dates.ts';
import { approve, spendByCampaign } from './lifecycle.ts';
import type { User } from './models.ts';
import { acceptOpportunity } from './opportunities.ts';
import { campaignsToOffer } from './partner-offers.ts';
import { refusalOf, savePartnerAccount, type Partner, type PartnerAccountInput } from './partner-accounts.ts';
import type { Store } from './store.ts';

/** A record the trigger made, as its answer names it. */
export type CreatedRecord = { kind: 'account' | 'opportunity' | 'podspot'; id: number };

/** What the trigger made for an event (`created`), or the sentence saying what the sandbox needs first (`needs`). */
export type TriggerRecords = { created: CreatedRecord[] } | { needs: string };

/** Whether the sandbox already has the record an event of `type` describes (webhooks/events.ts, `sampleEvent`). */
export function hasRecordFor(store: Store, type: WebhookEventType): boolean {
  switch (type) {
    case 'account.created':
      return store.users.some((u) => u.partner);
    case 'account.onboarding_completed':
      return store.users.some((u) => u.partner && u.onboarding.completed);
    case 'opportunity.offered':
      return store.opportunities.some((o) => o.status === 'offered');
    case 'podspot.approved':
    case 'podspot.went_live':
      return store.podspots.some((p) => p.aasm_state === 'approved');
    case 'earnings.available':
      return store.ledger.some((e) => e.kind === 'earning');
    case 'payout.paid':
      return store.ledger.some((e) => e.kind === 'withdrawal' && e.paid_at);
    case 'actions.changed':
      return store.users.some((u) => u.roles.includes('publisher'));
  }
}

/**
 * What the model cannot make without a publisher's own steps or time passing (server-mock/README.md#webhooks): the
 * sentence says what the sandbox needs first.
 */
const NEEDS: Partial<Record<WebhookEventType, string>> = {
  'account.onboarding_completed':
    "needs a partner account that finished onboarding: the publisher's own steps (docs/behaviour/onboarding.md) complete it.",
  'earnings.available':
    'needs a live podspot through a month end: trigger podspot.went_live, then move the clock past the month (POST /api/__mock/clock).',
  'payout.paid':
    'needs a paid withdrawal: withdraw a balance (POST /api/billing/withdraw), then move the clock past its arrival day (POST /api/__mock/clock).',
};

const NO_CAMPAIGN =
  'needs a campaign with budget left to offer, which only a scenario or fixture brings: create the sandbox with the demo scenario or a fixture.';

/** A new publisher made by the partner-accounts rule, with one podcast whose feed the partner manages. */
function newPublisher(store: Store, partner: Partner, nowMs: number): User | string {
  const n = store.seq + 1;
  const input: PartnerAccountInput = {
    external_id: `trigger-${n}`,
    email: `trigger-${n}@example.com`,
    first_name: 'Triggered',
    last_name: 'Publisher',
    podcasts: [{ name: `Triggered Show ${n}`, feed_managed_by_partner: true, analyst_access_confirmed: true }],
  };
  const refusal = refusalOf(store, partner, input, undefined);
  if (refusal) return `needs a free address for a new account: ${refusal.message}`;
  return savePartnerAccount(store, partner, input, undefined, nowMs);
}

/**
 * Creates, through the state's own rules, what an event of `type` needs when the sandbox has no record for it: a
 * partner account (a publisher with a podcast) for account and actions events; that account's offers of the running
 * campaigns for opportunity.offered; an accepted offer approved for the podspot events. Nothing changes when it answers
 * `needs`.
 */
export function createRecordsFor(
  store: Store,
  type: WebhookEventType,
  partner: Partner,
  nowMs: number,
): TriggerRecords {
  if (NEEDS[type]) return { needs: NEEDS[type] };
  const podspotEvent = type === 'podspot.approved' || type === 'podspot.went_live';
  const offer = podspotEvent ? store.opportunities.findLast((o) => o.status === 'offered') : undefined;
  const wantsOffer = type === 'opportunity.offered' || (podspotEvent && !offer);
  // Checked before anything is made: a new podcast is offered exactly these (state/partner-offers.ts).
  if (wantsOffer && campaignsToOffer(store.campaigns, spendByCampaign(store), 0, new Set()).length === 0)
    return { needs: NO_CAMPAIGN };
  const created: CreatedRecord[] = [];
  let opportunity = offer;
  if (!opportunity) {
    const before = store.opportunities.length;
    const user = newPublisher(store, partner, nowMs);
    if (typeof user === 'string') return { needs: user };
    created.push({ kind: 'account', id: user.id });
    if (!wantsOffer) return { created };
    const offers = store.opportunities.slice(before);
    for (const o of offers) created.push({ kind: 'opportunity', id: o.id });
    opportunity = offers.at(-1)!;
  }
  if (podspotEvent) {
    const podspot = acceptOpportunity(store, opportunity, nowMs)!;
    approve(store, podspot, today(nowMs));
    created.push({ kind: 'podspot', id: podspot.id });
  }
  return { created };
}
