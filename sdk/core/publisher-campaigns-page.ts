/**
 * One page of the publisher's campaigns list (docs/behaviour/earn.md#filters-and-list): the server arranges the whole
 * list once with the page's own rules and cuts whole campaign groups from it, so the browser draws exactly what it
 * drew when it arranged the whole list itself. Pure, no framework.
 */
import { tabCounts, type CampaignTab, type TabCounts } from './campaign-tabs';
import { groupsFrom } from './paging';
import {
  arrangeCampaigns,
  type CampaignRowFacts,
  type CampaignSort,
  type PublisherCampaignGroup,
} from './publisher-campaigns';

/** The whole list of one podcast, tab and sort, arranged: what every page of it is cut from. */
export type ArrangedCampaigns<T extends CampaignRowFacts> = {
  groups: PublisherCampaignGroup<T>[];
  /** Rows after the podcast and the tab. */
  total: number;
  /** Each tab's rows for the podcast, whatever the tab: the tab bar's counts. */
  counts: TabCounts;
};

/** Narrows to the podcast (`all`: every one), counts the tabs over that, then filters the tab, groups and sorts. */
export function arrangeCampaignList<T extends CampaignRowFacts>(
  rows: readonly T[],
  { tab, podcastId }: { tab: CampaignTab; podcastId: number | 'all' },
  sort: CampaignSort,
): ArrangedCampaigns<T> {
  const mine = podcastId === 'all' ? rows : rows.filter((p) => p.publisher_podcast_id === podcastId);
  const groups = arrangeCampaigns(mine, { tab, podcastId: 'all' }, sort);
  return { groups, total: groups.reduce((n, g) => n + g.items.length, 0), counts: tabCounts(mine) };
}

/** A page of the campaigns list and the figures the page shows beside it. */
export type CampaignsPage<T> = {
  /** The page's rows, whole groups in the list's order, each group's rows in its own order. */
  podspots: T[];
  total: number;
  /** Campaign groups after the filters. */
  campaigns: number;
  counts: TabCounts;
};

/** Whole groups after the first `offset` groups, until at least `rowLimit` rows (sdk/core/paging groupsFrom). */
export function campaignsPage<T extends CampaignRowFacts>(
  arranged: ArrangedCampaigns<T>,
  offset: number,
  rowLimit: number,
): CampaignsPage<T> {
  const page = groupsFrom(arranged.groups, offset, rowLimit);
  return {
    podspots: page.shown.flatMap((g) => g.items),
    total: arranged.total,
    campaigns: arranged.groups.length,
    counts: arranged.counts,
  };
}
