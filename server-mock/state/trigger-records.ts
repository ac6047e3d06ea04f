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

/**
 * The records an on-demand event can be made from (server-mock/README.md#webhooks): a publisher (a partner account with
 * a podcast), an offer of a running campaign, a live podspot.
 */
export type RecordNeed = 'publisher' | 'offer' | 'live_podspot';

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
 * Creates `need` through the state's own rules: a partner account (a publisher with a podcast); that account's offers
 * of the running campaigns; the latest offer (made as before when there is none) accepted and approved. Nothing
 * changes when it answers `needs`.
 */
export function createRecords(store: Store, need: RecordNeed, partner: Partner, nowMs: number): TriggerRecords {
  const podspotEvent = need === 'live_podspot';
  const offer = podspotEvent ? store.opportunities.findLast((o) => o.status === 'offered') : undefined;
  const wantsOffer = need === 'offer' || (podspotEvent && !offer);
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
