import { arrangeCampaigns, campaignPage, type CampaignChoice } from '@sdk/core/advertiser-campaigns-page.ts';
import { advertiserPodspotRecords } from './advertiser.ts';
import type { Store } from './store.ts';

/** One page of the advertiser's campaigns: the page's choice, then whole campaigns after `offset` until `rowLimit` rows. */
export type CampaignPageQuery = CampaignChoice & { rowLimit: number; offset: number };

/** Keeps what `build` makes under `key` until the next state change (the route passes its sandbox's `ctx.lists`). */
export type Keep = <T>(key: string, build: () => T) => T;

/**
 * One page of the advertiser's campaigns (GET /advertise/podspots with `row_limit`), cut from the arranged whole list
 * with the rules the page ran in the browser (sdk/core/advertiser-campaigns-page.ts). The records and each arranged
 * list are kept until the next change: 'Show more' and a new sort do not rebuild 19,000 records on `xlarge`.
 */
export function advertiserCampaignPage(keep: Keep, store: Store, userId: number, query: CampaignPageQuery) {
  const records = () => keep(`advertiser-podspots ${userId}`, () => advertiserPodspotRecords(store, userId));
  const choice = { podcast: query.podcast, sort: query.sort };
  const arranged = keep(`advertiser-campaigns ${userId} ${JSON.stringify(choice)}`, () =>
    arrangeCampaigns(records(), choice),
  );
  const { podspots, figures, total, campaigns } = campaignPage(arranged, query.offset, query.rowLimit);
  // Nested twice like the whole list (docs/behaviour/advertise.md#data); the counts are the filtered list's.
  return { data: { data: { podspots } }, total, campaigns, campaign_figures: figures };
}
