import { monthlyEstimate } from './estimates';
import { formatMoney, formatWholeMoney } from './format';
import { compareNames } from './compare-names';

/** The fields of an opportunity (docs/behaviour/earn.md#data) that grouping, sorting and filtering read. */
export type OpportunityFields = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  advertiser_podcast_id: number;
  advertiser_podcast_name: string;
  advertiser_podcast_art_work: string;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  advertiser_budget: number;
  status: string;
  created_at: string;
};

/** One card of the inbox: an advertiser campaign and its opportunities on the publisher's podcasts, newest first. */
export type CampaignGroup<T extends OpportunityFields> = {
  campaignId: number;
  campaignName: string;
  /** The advertiser podcast the campaign promotes: `artwork` is its cover, so the card names it beside the cover. */
  showId: number;
  showName: string;
  artwork: string;
  /** The campaign's budget in dollars (every opportunity of a campaign carries the same one). */
  budget: number;
  /** `created_at` of the group's newest opportunity (ISO date-time). */
  latest: string;
  items: T[];
};

/** Every ordering the inbox handles; the select offers only `OFFERED_SORTS` (docs/behaviour/earn.md#sorting). */
export const OPPORTUNITY_SORTS = ['recent', 'advertiser', 'budget_high', 'budget_low'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];
export const OFFERED_SORTS = ['recent', 'advertiser'] as const satisfies readonly OpportunitySort[];

/** The status of a rejected opportunity; such opportunities never show in the inbox. */
export const REJECTED_STATUS = 'not_interested';
/**
 * Descriptions over 200 characters get Show more and a 5-line clamp (docs/behaviour/earn.md#limits-and-constants; the
 * clamp is the widget's CSS).
 */
export const DESCRIPTION_CLAMP_CHARS = 200;

export const needsClamp = (description: string | null | undefined) =>
  (description ?? '').length > DESCRIPTION_CLAMP_CHARS;

/** "1 opportunity", "3 opportunities". */
export const opportunityCountLabel = (count: number) => `${count} ${count === 1 ? 'opportunity' : 'opportunities'}`;

/** "$1,234/m": the estimated monthly earning, round(downloads per episode × CPM / 1000) whole dollars. */
export const monthlyEstimateLabel = (dlsPerEp: number, cpm: number, locale = 'en-US') =>
  `${formatWholeMoney(monthlyEstimate(dlsPerEp, cpm), locale)}/m`;

/** Whole dollars without cents ("$5,000"), otherwise two decimals ("$5,000.50"). */
export const budgetLabel = (dollars: number, locale = 'en-US') =>
  Number.isInteger(dollars) ? formatWholeMoney(dollars, locale) : formatMoney(dollars, locale);

const newer = (a: string, b: string) => Date.parse(b) - Date.parse(a);

/** Groups by campaign: groups and the items inside them newest first. Rejected opportunities are left out. */
export function groupByCampaign<T extends OpportunityFields>(items: readonly T[]): CampaignGroup<T>[] {
  const groups = new Map<number, CampaignGroup<T>>();
  // Each date parsed once, not in every comparison (5,000 items make ~60,000 comparisons).
  const sorted = items
    .filter((o) => o.status !== REJECTED_STATUS)
    .map((o) => ({ o, time: Date.parse(o.created_at) }))
    .sort((a, b) => b.time - a.time || b.o.id - a.o.id)
    .map(({ o }) => o);
  for (const o of sorted) {
    let group = groups.get(o.campaign_id);
    if (!group) {
      group = {
        campaignId: o.campaign_id,
        campaignName: o.campaign_name,
        showId: o.advertiser_podcast_id,
        showName: o.advertiser_podcast_name,
        artwork: o.advertiser_podcast_art_work,
        budget: o.advertiser_budget,
        latest: o.created_at,
        items: [],
      };
      groups.set(o.campaign_id, group);
    }
    group.items.push(o);
  }
  return [...groups.values()];
}

/** Orders groups; ties fall back to newest first, then the campaign id, so the order is stable. */
export function sortGroups<T extends OpportunityFields>(
  groups: readonly CampaignGroup<T>[],
  sort: OpportunitySort,
): CampaignGroup<T>[] {
  const recent = (a: CampaignGroup<T>, b: CampaignGroup<T>) => newer(a.latest, b.latest) || b.campaignId - a.campaignId;
  const compare: Record<OpportunitySort, (a: CampaignGroup<T>, b: CampaignGroup<T>) => number> = {
    recent,
    advertiser: (a, b) => compareNames(a.campaignName, b.campaignName) || recent(a, b),
    budget_high: (a, b) => b.budget - a.budget || recent(a, b),
    budget_low: (a, b) => a.budget - b.budget || recent(a, b),
  };
  return [...groups].sort(compare[sort]);
}

export type OpportunityFilters = {
  /** A campaign name from `filterOptions().advertisers`, or `all`. */
  advertiser: string | 'all';
  /** A publisher podcast id, or `all`. */
  podcastId: number | 'all';
};
export const ALL_FILTERS: OpportunityFilters = { advertiser: 'all', podcastId: 'all' };

export const filterOpportunities = <T extends OpportunityFields>(
  items: readonly T[],
  { advertiser, podcastId }: OpportunityFilters,
) =>
  items.filter(
    (o) =>
      (advertiser === 'all' || o.campaign_name === advertiser) &&
      (podcastId === 'all' || o.publisher_podcast_id === podcastId),
  );

export type FilterOption<V> = { value: V; label: string };

/**
 * The filter selects' choices (docs/behaviour/earn.md#opportunities-earnopportunities): 'All advertisers' plus the
 * sorted campaign names (the advertiser filter is by campaign), 'All podcasts' plus the sorted publisher podcast names.
 */
export function filterOptions(items: readonly OpportunityFields[]) {
  const names = [...new Set(items.map((o) => o.campaign_name))].sort(compareNames);
  const podcasts = new Map<number, string>();
  for (const o of items) podcasts.set(o.publisher_podcast_id, o.publisher_podcast_name);
  return {
    advertisers: [
      { value: 'all', label: 'All advertisers' },
      ...names.map((n) => ({ value: n, label: n })),
    ] as FilterOption<string>[],
    podcasts: [
      { value: 'all', label: 'All podcasts' },
      ...[...podcasts]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => compareNames(a.label, b.label) || a.value - b.value),
    ] as FilterOption<number | 'all'>[],
  };
}

/** Filters whose chosen value is no longer offered (its last opportunity left the list) fall back to `all`. */
export function offeredFilters(filters: OpportunityFilters, items: readonly OpportunityFields[]): OpportunityFilters {
  const advertiser = items.some((o) => o.campaign_name === filters.advertiser) ? filters.advertiser : 'all';
  const podcastId = items.some((o) => o.publisher_podcast_id === filters.podcastId) ? filters.podcastId : 'all';
  return advertiser === filters.advertiser && podcastId === filters.podcastId ? filters : { advertiser, podcastId };
}

/** The inbox's whole pipeline: filter, group by campaign, sort the groups. */
export const arrangeOpportunities = <T extends OpportunityFields>(
  items: readonly T[],
  filters: OpportunityFilters,
  sort: OpportunitySort,
) => sortGroups(groupByCampaign(filterOpportunities(items, filters)), sort);

/** An artwork URL the API gave (often relative to the API's origin) made usable from the host page's origin. */
export function assetUrl(src: string | null | undefined, apiBase: string): string {
  if (!src) return '';
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(src) || !/^https?:\/\//i.test(apiBase)) return src;
  return new URL(src, apiBase).href;
}
