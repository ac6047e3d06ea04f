import type { Campaign, DailySeries, Opportunity, Podcast, Podspot } from './models.ts';
import type { Store } from './store.ts';
import { sumRange } from './facts.ts';
import { dollars } from './money.ts';

/** Lookups the earn rows need, built once per request; `series` only when a caller reads it. */
export type EarnIndex = {
  podcasts: Map<number, Podcast>;
  campaigns: Map<number, Campaign>;
  readonly series: Map<number, DailySeries>;
};
const withSeries = (store: Store, ix: Omit<EarnIndex, 'series'>): EarnIndex => {
  let series: Map<number, DailySeries> | undefined;
  return {
    ...ix,
    get series() {
      return (series ??= new Map(store.series.map((s) => [s.podspot_id, s])));
    },
  };
};
export const indexStore = (store: Store): EarnIndex =>
  withSeries(store, {
    podcasts: new Map(store.podcasts.map((p) => [p.id, p])),
    campaigns: new Map(store.campaigns.map((c) => [c.id, c])),
  });

/**
 * The index of an opportunities list: only the campaigns of these opportunities and the podcasts their rows show
 * (the publisher's and the advertisers'), found in one pass each instead of a map of the whole catalogue. The
 * opportunities list is the API's busiest call (docs/performance.md#current-figures: ≥ 3,000 requests/s).
 */
export function indexOpportunities(store: Store, opportunities: Opportunity[]): EarnIndex {
  const campaignIds = new Set(opportunities.map((o) => o.campaign_id));
  const campaigns = new Map<number, Campaign>();
  for (const c of store.campaigns) if (campaignIds.has(c.id)) campaigns.set(c.id, c);
  const podcastIds = new Set(opportunities.map((o) => o.publisher_podcast_id));
  for (const c of campaigns.values()) podcastIds.add(c.advertiser_podcast_id);
  const podcasts = new Map<number, Podcast>();
  for (const p of store.podcasts) if (podcastIds.has(p.id)) podcasts.set(p.id, p);
  return withSeries(store, { podcasts, campaigns });
}

/** The Opportunity of docs/behaviour/earn.md#data, plus the two podcast ids the filters need. */
export function opportunityRow(ix: EarnIndex, o: Opportunity) {
  const campaign = ix.campaigns.get(o.campaign_id)!;
  const advertiser = ix.podcasts.get(campaign.advertiser_podcast_id)!;
  const publisher = ix.podcasts.get(o.publisher_podcast_id)!;
  return {
    id: o.id,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    advertiser_podcast_id: advertiser.id,
    advertiser_podcast_name: advertiser.name,
    advertiser_podcast_art_work: advertiser.small_artwork,
    advertiser_podcast_description: advertiser.description,
    advertiser_full_name: advertiser.full_name,
    publisher_podcast_id: publisher.id,
    publisher_podcast_name: publisher.name,
    publisher_podcast_art_work: publisher.small_artwork,
    publisher_full_name: publisher.full_name,
    advertiser_budget: dollars(campaign.budget_cents),
    estimated_dls_per_ep: publisher.estimated_dls_per_ep,
    cpm: dollars(campaign.cpm_cents),
    podspot_plus: campaign.podspot_plus,
    status: o.status,
    created_at: o.created_at,
  };
}

export type OpportunityRow = ReturnType<typeof opportunityRow>;

/** What each campaign has spent so far (all publishers), in cents: for the rejected list's remaining budget. */
export function spentByCampaign(store: Store, ix: EarnIndex): Map<number, number> {
  const campaignOf = new Map(store.podspots.map((p) => [p.id, p.campaign_id]));
  const spent = new Map<number, number>();
  for (const series of ix.series.values()) {
    const campaignId = campaignOf.get(series.podspot_id);
    if (campaignId === undefined) continue;
    spent.set(campaignId, (spent.get(campaignId) ?? 0) + series.spend_cents.reduce((s, v) => s + v, 0));
  }
  return spent;
}

/**
 * The Podspot (publisher campaign row) of docs/behaviour/earn.md#data. Earnings are summed from the podspot's
 * daily series (state/facts.ts), so they always agree with the insights reports.
 */
export function podspotRow(ix: EarnIndex, p: Podspot, day: number) {
  const campaign = ix.campaigns.get(p.campaign_id)!;
  const advertiser = ix.podcasts.get(campaign.advertiser_podcast_id)!;
  const publisher = ix.podcasts.get(p.publisher_podcast_id)!;
  const series = ix.series.get(p.id);
  const earned = (from: number) => (series ? sumRange(series, 'earnings_cents', from, day) : 0);
  return {
    id: p.id,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    // The campaign has no artwork of its own: it is the advertiser podcast's. Both spellings are read.
    campaign_art_work: advertiser.small_artwork,
    campaign_artwork: advertiser.small_artwork,
    aasm_state: p.aasm_state,
    status: p.status,
    podspot_rss_content_title: p.title,
    podspot_rss_content_description: p.description,
    podspot_audio_url: p.audio_id ? `/api/audio/${p.audio_id}` : null,
    estimated_dls_per_ep: p.estimated_dls_per_ep,
    cpm: dollars(campaign.cpm_cents),
    earnings_last_30_days: dollars(earned(day - 29)),
    earnings_lifetime: dollars(earned(series?.first_day ?? day)),
    advertiser_full_name: advertiser.full_name,
    advertiser_podcast_id: advertiser.id,
    advertiser_podcast_name: advertiser.name,
    advertiser_podcast_art_work: advertiser.small_artwork,
    publisher_podcast_id: publisher.id,
    publisher_podcast_name: publisher.name,
    publisher_podcast_art_work: publisher.small_artwork,
    apple_feed_integrated: publisher.apple_feed_integrated,
    podspot_uploaded: p.audio_id !== null,
    created_at: p.created_at,
    archived: p.archived,
  };
}

export type PodspotRow = ReturnType<typeof podspotRow>;
