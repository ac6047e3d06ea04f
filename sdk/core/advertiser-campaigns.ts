import { spendProgress } from './budget';
import { podspotDisplayStatus, type PodspotStateFields } from './podspot-status';
import { compareNatural } from './compare-names';

/**
 * The fields of an advertiser podspot record (docs/behaviour/advertise.md#data) that the campaigns page groups,
 * filters and sorts by.
 */
export type CampaignRecord = PodspotStateFields & {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_art_work: string;
  budget: number;
  spend_lifetime: number;
  /** ISO date-time. */
  created_at: string;
  publisher_podcast_name: string;
  advertiser_podcast_id: number;
};

/** One campaign card: its podspots (one per publisher podcast), the summed spend and the progress of its budget. */
export type CampaignGroup<R extends CampaignRecord = CampaignRecord> = {
  id: number;
  name: string;
  artwork: string;
  /** The budget of the group's first record (docs/behaviour/advertise.md#campaigns-advertisecampaigns), dollars. */
  budget: number;
  /** The sum of the podspots' lifetime spend, dollars. */
  spend: number;
  /** round(spend / budget × 100), capped at 100; 0 without a budget. */
  progress: number;
  /** The latest `created_at` of the podspots, for 'Most recent'. */
  latest: string;
  /** Active podspots first, then newest first. */
  podspots: R[];
};

export const CAMPAIGN_SORTS = ['recent', 'name', 'spend_desc', 'spend_asc'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

export const CAMPAIGN_SORT_LABELS = {
  recent: 'Most recent',
  name: 'Campaign name',
  spend_desc: 'Spend: High to Low',
  spend_asc: 'Spend: Low to High',
} as const satisfies Record<CampaignSort, string>;

export const isCampaignSort = (value: unknown): value is CampaignSort => CAMPAIGN_SORTS.includes(value as CampaignSort);

const finite = (n: number) => (Number.isFinite(n) ? n : 0);
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Within an advertiser campaign, active podspots come first, then newest first (docs/behaviour/earn.md#sorting). */
export function orderPodspots<R extends CampaignRecord>(podspots: readonly R[]): R[] {
  const rank = (r: R) => (podspotDisplayStatus(r) === 'active' ? 0 : 1);
  return [...podspots].sort((a, b) => rank(a) - rank(b) || newestFirst(a.created_at, b.created_at) || b.id - a.id);
}

/** Groups records by campaign_id in the order the campaigns first appear; a group's total budget is its first record's. */
export function groupCampaigns<R extends CampaignRecord>(records: readonly R[]): CampaignGroup<R>[] {
  const groups = new Map<number, R[]>();
  for (const record of records) {
    const rows = groups.get(record.campaign_id);
    if (rows) rows.push(record);
    else groups.set(record.campaign_id, [record]);
  }
  return [...groups.values()].map((rows) => {
    const first = rows[0];
    const spends = rows.map((r) => finite(r.spend_lifetime));
    return {
      id: first.campaign_id,
      name: first.campaign_name,
      artwork: first.campaign_art_work,
      budget: first.budget,
      spend: Math.round(spends.reduce((s, v) => s + v, 0) * 100) / 100,
      progress: spendProgress(spends, first.budget),
      latest: rows.reduce((latest, r) => (r.created_at > latest ? r.created_at : latest), first.created_at),
      podspots: orderPodspots(rows),
    };
  });
}

/** The podcast filter's names: distinct, without blanks, sorted ('All podcasts' comes before them). */
export const distinctNames = (names: readonly string[]): string[] =>
  [...new Set(names.filter(Boolean))].sort(compareNatural);

/** 'All podcasts' plus the distinct publisher podcast names, sorted. */
export const podcastNames = (records: readonly CampaignRecord[]): string[] =>
  distinctNames(records.map((r) => r.publisher_podcast_name));

/**
 * The campaigns running on one publisher podcast (by name), each listing only its podspots there; 'all' keeps everything.
 * Spend, budget and progress stay the whole campaign's: the card's 'Total Spend' describes the campaign, not one podcast.
 */
export function filterByPodcast<G extends CampaignGroup>(groups: readonly G[], podcast: string | 'all'): G[] {
  if (podcast === 'all') return [...groups];
  return groups
    .map((g) => ({ ...g, podspots: g.podspots.filter((p) => p.publisher_podcast_name === podcast) }))
    .filter((g) => g.podspots.length > 0);
}

const COMPARE = {
  recent: (a, b) => newestFirst(a.latest, b.latest),
  name: (a, b) => compareNatural(a.name, b.name),
  spend_desc: (a, b) => b.spend - a.spend,
  spend_asc: (a, b) => a.spend - b.spend,
} as const satisfies Record<CampaignSort, (a: CampaignGroup, b: CampaignGroup) => number>;

/** A sorted copy; ties fall back to the campaign name, then the newest campaign id. */
export function sortCampaigns<G extends CampaignGroup>(groups: readonly G[], sort: CampaignSort): G[] {
  return [...groups].sort((a, b) => COMPARE[sort](a, b) || compareNatural(a.name, b.name) || b.id - a.id);
}
