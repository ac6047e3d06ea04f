/**
 * The publisher's campaigns list (docs/behaviour/earn.md#campaigns-earncampaigns, docs/behaviour/earn.md#sorting,
 * docs/behaviour/earn.md#archive): pure, no framework.
 */
import { matchesTab, type CampaignTab } from './campaign-tabs';
import { compareNames } from './compare-names';

/** What grouping, sorting, filtering and the row actions read of a podspot (a publisher campaign row). */
export type CampaignRowFacts = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_art_work: string;
  aasm_state: 'draft' | 'pending' | 'approved';
  status: 'active' | 'deactivating' | 'inactive' | null;
  /** ISO date-time. */
  created_at: string;
  /** Dollars. */
  earnings_lifetime: number;
  podspot_uploaded: boolean;
  apple_feed_integrated: boolean;
  publisher_podcast_id: number;
  advertiser_podcast_id: number;
};

export const CAMPAIGN_SORTS = ['most_relevant', 'recent', 'advertiser', 'earnings_high', 'earnings_low'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGN_SORT_LABELS = {
  most_relevant: 'Most relevant',
  recent: 'Most recent',
  advertiser: 'Advertiser name',
  earnings_high: 'Earnings: High to Low',
  earnings_low: 'Earnings: Low to High',
} as const satisfies Record<CampaignSort, string>;
/** The campaigns list defaults to most relevant (docs/behaviour/earn.md#sorting). */
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = 'most_relevant';

export const isCampaignSort = (value: unknown): value is CampaignSort => CAMPAIGN_SORTS.includes(value as CampaignSort);

/** One card of the list: an advertiser campaign and its podspots on the publisher's podcasts. */
export type PublisherCampaignGroup<T extends CampaignRowFacts> = {
  campaignId: number;
  campaignName: string;
  artwork: string;
  /** `created_at` of the group's newest podspot. */
  latest: string;
  /** The best (lowest) relevance rank of its podspots. */
  rank: number;
  /** Lifetime earnings of its podspots, dollars. */
  earnings: number;
  /** Active podspots first, then newest first. */
  items: T[];
};

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};
const isActive = (p: CampaignRowFacts) => p.aasm_state === 'approved' && p.status === 'active';

/** Most relevant: draft 0, pending 1, approved-active 2, the rest 3 (docs/behaviour/earn.md#sorting). */
export function relevanceRank(p: Pick<CampaignRowFacts, 'aasm_state' | 'status'>): number {
  if (p.aasm_state === 'draft') return 0;
  if (p.aasm_state === 'pending') return 1;
  if (p.aasm_state === 'approved' && p.status === 'active') return 2;
  return 3;
}

/** Within an advertiser campaign: active podspots first, then newest first (ties: higher id first, so it is stable). */
export const compareWithinCampaign = (a: CampaignRowFacts, b: CampaignRowFacts) =>
  Number(isActive(b)) - Number(isActive(a)) || time(b.created_at) - time(a.created_at) || b.id - a.id;

/** Groups by campaign_id, in the order each campaign first appears; each group's items ordered within the campaign. */
export function groupCampaigns<T extends CampaignRowFacts>(rows: readonly T[]): PublisherCampaignGroup<T>[] {
  const groups = new Map<number, PublisherCampaignGroup<T>>();
  // Each date read once (compareWithinCampaign's order): 20,000 rows would otherwise be parsed in every comparison.
  const at = new Map(rows.map((r) => [r, time(r.created_at)]));
  const latestAt = new Map<number, number>();
  for (const row of rows) {
    let group = groups.get(row.campaign_id);
    if (!group) {
      group = {
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        artwork: row.campaign_art_work,
        latest: row.created_at,
        rank: 3,
        earnings: 0,
        items: [],
      };
      groups.set(row.campaign_id, group);
    }
    group.items.push(row);
    group.rank = Math.min(group.rank, relevanceRank(row));
    group.earnings += row.earnings_lifetime;
    if (at.get(row)! > (latestAt.get(row.campaign_id) ?? time(group.latest))) {
      group.latest = row.created_at;
      latestAt.set(row.campaign_id, at.get(row)!);
    }
  }
  const within = (a: T, b: T) => Number(isActive(b)) - Number(isActive(a)) || at.get(b)! - at.get(a)! || b.id - a.id;
  for (const group of groups.values()) {
    group.items.sort(within);
    group.earnings = Math.round(group.earnings * 100) / 100; // sums of dollar amounts drift in binary
  }
  return [...groups.values()];
}

/**
 * Orders the campaign cards. Most relevant: by the best state of the group, then its latest creation. Ties always
 * fall back to newest first, then the campaign id, so the order is stable.
 */
export function sortCampaignGroups<T extends CampaignRowFacts>(
  groups: readonly PublisherCampaignGroup<T>[],
  sort: CampaignSort,
) {
  type G = PublisherCampaignGroup<T>;
  const recent = (a: G, b: G) => time(b.latest) - time(a.latest) || b.campaignId - a.campaignId;
  const compare: Record<CampaignSort, (a: G, b: G) => number> = {
    most_relevant: (a, b) => a.rank - b.rank || recent(a, b),
    recent,
    advertiser: (a, b) => compareNames(a.campaignName, b.campaignName) || recent(a, b),
    earnings_high: (a, b) => b.earnings - a.earnings || recent(a, b),
    earnings_low: (a, b) => a.earnings - b.earnings || recent(a, b),
  };
  return [...groups].sort(compare[sort]);
}

export type CampaignFilters = { tab: CampaignTab; podcastId: number | 'all' };

/** The list's whole pipeline: the tab and podcast filters, group by campaign, sort the groups. */
export const arrangeCampaigns = <T extends CampaignRowFacts>(
  rows: readonly T[],
  { tab, podcastId }: CampaignFilters,
  sort: CampaignSort,
) =>
  sortCampaignGroups(
    groupCampaigns(
      rows.filter((p) => matchesTab(p, tab) && (podcastId === 'all' || p.publisher_podcast_id === podcastId)),
    ),
    sort,
  );

// --- Row actions ---

export const CAMPAIGN_ACTIONS = ['upload', 'integrate', 'insights'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];
/** The campaigns page's labels (the dashboard writes 'Integrate Smart Feed'; this page 'Integrate smart feed'). */
export const CAMPAIGN_ACTION_LABELS = {
  upload: 'Upload Podspot',
  integrate: 'Integrate smart feed',
  insights: 'View insights',
} as const satisfies Record<CampaignAction, string>;

/** Upload (draft, no file), integrate (draft, file, feed not integrated), insights (approved active, deactivating or inactive). */
export function campaignAction(
  p: Pick<CampaignRowFacts, 'aasm_state' | 'status' | 'podspot_uploaded' | 'apple_feed_integrated'>,
): CampaignAction | null {
  if (p.aasm_state === 'draft') {
    if (!p.podspot_uploaded) return 'upload';
    return p.apple_feed_integrated ? null : 'integrate';
  }
  if (p.aasm_state === 'approved' && (p.status === 'active' || p.status === 'deactivating' || p.status === 'inactive'))
    return 'insights';
  return null;
}

/** Archiving is offered only for draft and approved-inactive podspots (docs/behaviour/earn.md#archive). */
export const canArchive = (p: Pick<CampaignRowFacts, 'aasm_state' | 'status'>) =>
  p.aasm_state === 'draft' || (p.aasm_state === 'approved' && p.status === 'inactive');

/** The insights query of a row: its podcast and its advertiser (the advertiser podcast, as GET /earn/advertisers lists it). */
export const insightsQuery = (p: Pick<CampaignRowFacts, 'publisher_podcast_id' | 'advertiser_podcast_id'>) =>
  `?${new URLSearchParams({ podcast_id: String(p.publisher_podcast_id), advertiser_id: String(p.advertiser_podcast_id) })}`;
