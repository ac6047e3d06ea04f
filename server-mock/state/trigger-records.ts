import { nowIso, today } from './dates.ts';
import { approve } from './lifecycle.ts';
import type { User } from './models.ts';
import { acceptOpportunity } from './opportunities.ts';
import { refusalOf, savePartnerAccount, type Partner, type PartnerAccountInput } from './partner-accounts.ts';
import type { Store } from './store.ts';
import { offerCampaign } from './partner-offers.ts';
import { campaignLack, ensureFundedCampaign } from './trigger-campaign.ts';
import { earnSincePending, pastStartMs, withdrawFirstCredit } from './trigger-history.ts';
import { completeOnboarding } from './trigger-onboarding.ts';

/** A record the trigger made, as its answer names it. */
export type CreatedRecord = {
  kind: 'account' | 'campaign' | 'budget_deposit' | 'opportunity' | 'podspot' | 'ledger_entry';
  id: number;
};

/** What the trigger made for an event (`created`), or the sentence saying what the sandbox needs first (`needs`). */
export type TriggerRecords = { created: CreatedRecord[] } | { needs: string };

/**
 * The records an on-demand event can be made from (server-mock/README.md#webhooks): a publisher (a partner account with
 * a podcast), a publisher account of the sandbox's own connected to the partner, an offer of a running campaign, a live podspot, a publisher that finished onboarding, a month end's
 * earnings, a paid withdrawal.
 */
export type RecordNeed =
  'publisher' | 'linked' | 'offer' | 'live_podspot' | 'onboarded' | 'earnings' | 'paid_withdrawal';

const NO_MP3 = 'needs the built-in MP3 (audio "sample") for the podspot, which every scenario and fixture brings.';
const podcastsOf = (store: Store, user: User) => store.podcasts.filter((p) => p.owner_id === user.id);

/** A new publisher made by the partner-accounts rule, with one podcast whose feed the partner manages. */
function newPublisher(store: Store, partner: Partner, atMs: number): User | string {
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
  return savePartnerAccount(store, partner, input, undefined, atMs);
}

/** The latest publisher no platform manages, connected to `partner` as its user would connect it (state/account-links.ts). */
function linkOwnPublisher(store: Store, partner: Partner, nowMs: number): TriggerRecords {
  const user = store.users.findLast((u) => !u.partner && u.roles.includes('publisher'));
  if (!user) return { needs: 'needs a publisher account that no platform manages, to connect it.' };
  user.partner = {
    partner_id: partner.id,
    external_id: `trigger-linked-${user.id}`,
    idempotency_keys: [],
    linked_at: nowIso(nowMs),
  };
  return { created: [{ kind: 'account', id: user.id }] };
}

/**
 * Creates `need` through the state's own rules (docs/decisions/0047-trigger-makes-a-past.md): a funded campaign when
 * the sandbox has none (state/trigger-campaign.ts); a partner account (a publisher with a podcast) and that account's
 * offers; for a podspot, the latest offer accepted and approved; for the rest, the account's onboarding walked to the
 * end, at the start of the month before last for the events that need time to have passed, then its podspot earning
 * since, the month ends credited, the first credit withdrawn and paid. Nothing changes when it answers `needs`.
 */
export function createRecords(store: Store, need: RecordNeed, partner: Partner, nowMs: number): TriggerRecords {
  if (need === 'linked') return linkOwnPublisher(store, partner, nowMs);
  const offer = need === 'live_podspot' ? store.opportunities.findLast((o) => o.status === 'offered') : undefined;
  if (offer) {
    const podspot = acceptOpportunity(store, offer, nowMs)!;
    approve(store, podspot, today(nowMs));
    return { created: [{ kind: 'podspot', id: podspot.id }] };
  }
  const needsOffer = need !== 'publisher';
  const lack = needsOffer && (campaignLack(store) ?? (store.audio.some((a) => a.id === 'sample') ? undefined : NO_MP3));
  if (lack) return { needs: lack };
  const atMs = need === 'earnings' || need === 'paid_withdrawal' ? pastStartMs(nowMs) : nowMs;
  const before = store.opportunities.length;
  const user = newPublisher(store, partner, atMs);
  if (typeof user === 'string') return { needs: user };
  const created: CreatedRecord[] = [{ kind: 'account', id: user.id }];
  if (!needsOffer) return { created };
  const funded = ensureFundedCampaign(store, atMs);
  created.push(...funded.created);
  // A campaign that starts after the account was made is offered to its podcast then.
  if (funded.campaign) for (const p of podcastsOf(store, user)) offerCampaign(store, funded.campaign, p, atMs);
  const offers = store.opportunities.slice(before);
  created.push(...offers.map((o) => ({ kind: 'opportunity' as const, id: o.id })));
  if (need === 'offer') return { created };
  if (need === 'live_podspot') {
    const podspot = acceptOpportunity(store, offers.at(-1)!, nowMs)!;
    approve(store, podspot, today(nowMs));
    return { created: [...created, { kind: 'podspot', id: podspot.id }] };
  }
  const podspot = completeOnboarding(store, user, atMs);
  created.push({ kind: 'podspot', id: podspot.id });
  if (need === 'onboarded') return { created };
  const credits = earnSincePending(store, user, podspot, nowMs);
  created.push(...credits.map((e) => ({ kind: 'ledger_entry' as const, id: e.id })));
  const withdrawal = need === 'paid_withdrawal' && credits[0] && withdrawFirstCredit(store, user, credits[0], nowMs);
  if (withdrawal) created.push({ kind: 'ledger_entry', id: withdrawal.id });
  return { created };
}
