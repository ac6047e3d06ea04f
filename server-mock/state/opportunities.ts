import { monthlyEstimate } from '@sdk/core/estimates.ts';
import { nowIso } from './dates.ts';
import {
  indexOpportunities,
  opportunityRow,
  spentByCampaign,
  type EarnIndex,
  type OpportunityRow,
} from './earn-rows.ts';
import type { Opportunity, Podspot } from './models.ts';
import { dollars } from './money.ts';
import { newestFirst } from './order.ts';
import { addPodspot } from './podspots.ts';
import { ownedPodcastIds } from './publisher.ts';
import type { Store } from './store.ts';

/** Every opportunity on the publisher's podcasts, in store order. */
export function publisherOpportunities(store: Store, userId: number): Opportunity[] {
  const owned = ownedPodcastIds(store, userId);
  return store.opportunities.filter((o) => owned.has(o.publisher_podcast_id));
}

export const offered = (opportunities: Opportunity[]) => opportunities.filter((o) => o.status === 'offered');
export const notInterested = (opportunities: Opportunity[]) =>
  opportunities.filter((o) => o.status === 'not_interested');

/** One of the publisher's opportunities by the id in a path; undefined for anyone else's. */
export function findOwnOpportunity(store: Store, userId: number, rawId: string): Opportunity | undefined {
  const owned = ownedPodcastIds(store, userId);
  return store.opportunities.find((o) => String(o.id) === rawId && owned.has(o.publisher_podcast_id));
}

/** The items (newest first) of the first `n` campaigns to appear in them: the n campaigns with the newest items. */
function newestCampaigns<T extends { campaign_id: number }>(newestFirstItems: readonly T[], n: number): T[] {
  const kept = new Set<number>();
  for (const o of newestFirstItems) {
    if (kept.size === n) break;
    kept.add(o.campaign_id);
  }
  return newestFirstItems.filter((o) => kept.has(o.campaign_id));
}

export type OpportunityListQuery = { podcastId?: number; campaignLimit?: number; rejected: boolean };

/**
 * The whole list (the SDK inbox filters it in the browser): `podcastId` keeps one podcast's items; `campaignLimit` the
 * items of the n campaigns with the newest opportunities (whole campaigns, so a group's count stays true); `total` is
 * the length before `campaignLimit`. The not-interested list carries what its screen shows of each campaign.
 */
export function opportunityList(store: Store, opportunities: Opportunity[], query: OpportunityListQuery) {
  const filtered = opportunities
    .filter((o) => query.podcastId === undefined || o.publisher_podcast_id === query.podcastId)
    .sort(newestFirst);
  const listed = query.campaignLimit === undefined ? filtered : newestCampaigns(filtered, query.campaignLimit);
  const ix = indexOpportunities(store, listed);
  const rows = listed.map((o) => opportunityRow(ix, o));
  return { rows: query.rejected ? withCampaignBudgets(store, ix, rows, filtered) : rows, total: filtered.length };
}

/**
 * Reading of the rejected opportunity's extra fields (docs/behaviour/earn.md#data): budget = what the campaign has
 * left to spend, totalBudget = its whole budget, opportunitiesCount = this list's items of the same campaign (the
 * group's count).
 */
function withCampaignBudgets(store: Store, ix: EarnIndex, rows: OpportunityRow[], filtered: Opportunity[]) {
  const spent = spentByCampaign(store, ix);
  const perCampaign = new Map<number, number>();
  for (const o of filtered) perCampaign.set(o.campaign_id, (perCampaign.get(o.campaign_id) ?? 0) + 1);
  return rows.map((row) => {
    const campaign = ix.campaigns.get(row.campaign_id)!;
    return {
      ...row,
      monthly_estimate: monthlyEstimate(row.estimated_dls_per_ep, row.cpm),
      budget: dollars(Math.max(0, campaign.budget_cents - (spent.get(campaign.id) ?? 0))),
      totalBudget: dollars(campaign.budget_cents),
      opportunitiesCount: perCampaign.get(campaign.id)!,
    };
  });
}

/**
 * Accepting an offer: the opportunity is accepted and gets its draft podspot. Accepting from the not-interested list
 * is allowed too (the publisher changed their mind). Undefined when it was accepted before.
 */
export function acceptOpportunity(store: Store, opportunity: Opportunity, nowMs: number): Podspot | undefined {
  if (opportunity.status === 'accepted' || store.podspots.some((p) => p.opportunity_id === opportunity.id)) {
    return undefined;
  }
  const campaign = store.campaigns.find((c) => c.id === opportunity.campaign_id)!;
  const advertiser = store.podcasts.find((p) => p.id === campaign.advertiser_podcast_id)!;
  const podcast = store.podcasts.find((p) => p.id === opportunity.publisher_podcast_id)!;
  opportunity.status = 'accepted';
  return addPodspot(store, opportunity, campaign, podcast, {
    description: `Recommended listening: ${advertiser.name}, hosted by ${advertiser.full_name}.`,
    estimated_dls_per_ep: podcast.estimated_dls_per_ep,
    created_at: nowIso(nowMs),
  });
}

/** Puts an offer on the not-interested list or back; false for an accepted one (archive its campaign instead). */
export function setNotInterested(opportunity: Opportunity, rejected: boolean): boolean {
  if (opportunity.status === 'accepted') return false;
  opportunity.status = rejected ? 'not_interested' : 'offered';
  return true;
}
