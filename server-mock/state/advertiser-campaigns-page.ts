import { arrangeCampaigns, campaignPage, type CampaignChoice } from '@sdk/core/advertiser-campaigns-page.ts';
import { advertiserPodspotRecords } from './advertiser.ts';
import { memoList, noMemo } from './list-memo.ts';
import type { Store } from './store.ts';

/** One page of the advertiser's campaigns: the page's choice, then whole campaigns after `offset` until `rowLimit` rows. */
export type CampaignPageQuery = CampaignChoice & { rowLimit: number; offset: number };

type Records = ReturnType<typeof advertiserPodspotRecords>;
/** Every podspot record of an advertiser, by user id; then arranged for one choice of the page. */
const RECORDS = memoList<number, Records>('advertiser podspots', String);
const ARRANGED = memoList<
  { userId: number; choice: CampaignChoice },
  ReturnType<typeof arrangeCampaigns<Records[number]>>
>('advertiser campaigns', ({ userId, choice }) => JSON.stringify([userId, choice.podcast, choice.sort]));

/**
 * One page of the advertiser's campaigns (GET /advertise/podspots with `row_limit`), cut from the arranged whole list
 * with the rules the page ran in the browser (sdk/core/advertiser-campaigns-page.ts). The records and each arranged
 * list are kept until the next change: 'Show more' and a new sort do not rebuild 19,000 records on `xlarge`.
 */
export function advertiserCampaignPage(store: Store, userId: number, query: CampaignPageQuery, memo = noMemo) {
  const records = () => memo.get(store, RECORDS, userId, () => advertiserPodspotRecords(store, userId));
  const choice = { podcast: query.podcast, sort: query.sort };
  const arranged = memo.get(store, ARRANGED, { userId, choice }, () => arrangeCampaigns(records(), choice));
  const { podspots, figures, total, campaigns } = campaignPage(arranged, query.offset, query.rowLimit);
  // Nested twice like the whole list (docs/behaviour/advertise.md#data); the counts are the filtered list's.
  return { data: { data: { podspots } }, total, campaigns, campaign_figures: figures };
}
