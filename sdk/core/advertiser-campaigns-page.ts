import {
  filterByPodcast,
  groupCampaigns,
  sortCampaigns,
  type CampaignGroup,
  type CampaignRecord,
  type CampaignSort,
} from './advertiser-campaigns';
import { groupsFrom } from './paging';

/**
 * A campaign card's figures that stay the whole campaign's under a podcast filter
 * (docs/behaviour/advertise.md#campaigns-advertisecampaigns): spend, budget and progress, and `podcasts`, how many
 * podcasts the whole campaign runs on.
 */
export type CampaignFigures = {
  campaign_id: number;
  spend: number;
  budget: number;
  progress: number;
  podcasts: number;
};

/** A campaign card: the podspots it lists (only the filtered podcast's, under a filter) and the whole campaign's count. */
export type CampaignCardGroup<R extends CampaignRecord = CampaignRecord> = CampaignGroup<R> & { podcasts: number };

/** What the campaigns page shows: one podcast's campaigns ('all': every campaign), in one of the page's orders. */
export type CampaignChoice = { podcast: string | 'all'; sort: CampaignSort };

/** The page's whole arranged list from every record of the advertiser: grouped, filtered by podcast, sorted. */
export function arrangeCampaigns<R extends CampaignRecord>(
  records: readonly R[],
  { podcast, sort }: CampaignChoice,
): CampaignCardGroup<R>[] {
  const groups = groupCampaigns(records).map((g) => ({ ...g, podcasts: g.podspots.length }));
  return sortCampaigns(filterByPodcast(groups, podcast), sort);
}

/**
 * One page of the arranged list, as the server answers it: whole campaigns after the first `offset`, until at least
 * `rowLimit` podspots (sdk/core/paging groupsFrom); the podspots in drawing order, each campaign's whole figures, and
 * the counts after the filter.
 */
export function campaignPage<R extends CampaignRecord>(
  arranged: readonly CampaignCardGroup<R>[],
  offset: number,
  rowLimit: number,
) {
  const page = groupsFrom(
    arranged.map((group) => ({ group, items: group.podspots })),
    offset,
    rowLimit,
  );
  const groups = page.shown.map((s) => s.group);
  return {
    podspots: groups.flatMap((g) => g.podspots),
    figures: groups.map((g): CampaignFigures => ({
      campaign_id: g.id,
      spend: g.spend,
      budget: g.budget,
      progress: g.progress,
      podcasts: g.podcasts,
    })),
    total: arranged.reduce((n, g) => n + g.podspots.length, 0),
    campaigns: arranged.length,
  };
}

/**
 * The cards of a page answer: its podspots grouped in the order they came, each card with its whole campaign's
 * figures (a filtered page holds only the podcast's podspots, so they cannot be summed here).
 */
export function cardsOfPage<R extends CampaignRecord>(
  podspots: readonly R[],
  figures: readonly CampaignFigures[],
): CampaignCardGroup<R>[] {
  const byId = new Map(figures.map((f) => [f.campaign_id, f]));
  return groupCampaigns(podspots).map((g) => {
    const whole = byId.get(g.id);
    return whole
      ? { ...g, spend: whole.spend, budget: whole.budget, progress: whole.progress, podcasts: whole.podcasts }
      : { ...g, podcasts: g.podspots.length };
  });
}

/** Podspot rows drawn on the cards: what a refetch of the drawn range asks for as its row limit. */
export const rowsOf = (groups: readonly CampaignGroup[]) => groups.reduce((n, g) => n + g.podspots.length, 0);
