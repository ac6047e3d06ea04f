import { nowIso } from './dates.ts';
import { spendByCampaign } from './lifecycle.ts';
import type { Campaign, Opportunity, Podcast, User } from './models.ts';
import { OFFER_COUNT } from './onboarding-offers.ts';
import { nextId, type Store } from './store.ts';

/**
 * The campaigns a podcast is offered, by the marketplace's rule (docs/behaviour/partner-accounts.md#offers): campaigns
 * of other advertisers that still have budget to spend, not yet offered on this podcast, best paid first (then the
 * oldest), at most `OFFER_COUNT` — the same count and order as the onboarding's offer grid.
 */
export function campaignsToOffer(
  campaigns: readonly Campaign[],
  spentCents: ReadonlyMap<number, number>,
  publisherId: number,
  alreadyOffered: ReadonlySet<number>,
): Campaign[] {
  return campaigns
    .filter((c) => c.advertiser_id !== publisherId && !alreadyOffered.has(c.id))
    .filter((c) => c.budget_cents - (spentCents.get(c.id) ?? 0) > 0)
    .sort((a, b) => b.cpm_cents - a.cpm_cents || a.id - b.id)
    .slice(0, OFFER_COUNT);
}

/** Offers the running campaigns on each of `podcasts` (a partner account's new ones): the opportunities created. */
export function offerRunningCampaigns(store: Store, user: User, podcasts: readonly Podcast[], nowMs: number) {
  if (podcasts.length === 0 || store.campaigns.length === 0) return [];
  const spent = spendByCampaign(store);
  const created: Opportunity[] = [];
  for (const podcast of podcasts) {
    const offered = new Set(
      store.opportunities.filter((o) => o.publisher_podcast_id === podcast.id).map((o) => o.campaign_id),
    );
    for (const campaign of campaignsToOffer(store.campaigns, spent, user.id, offered))
      created.push(offerCampaign(store, campaign, podcast, nowMs));
  }
  return created;
}

/** Offers one campaign on a podcast: the opportunity created. */
export function offerCampaign(store: Store, campaign: Campaign, podcast: Podcast, nowMs: number): Opportunity {
  const opportunity: Opportunity = {
    id: nextId(store),
    campaign_id: campaign.id,
    publisher_podcast_id: podcast.id,
    status: 'offered',
    created_at: nowIso(nowMs),
  };
  store.opportunities.push(opportunity);
  return opportunity;
}
