/**
 * The advertiser insights' two filters and the query names that carry them — the one place the client knows the
 * naming quirk (docs/behaviour/advertise.md#filter-names-of-the-advertiser-calls), kept in step with the server's
 * `server-mock/http/advertiser-filters.ts`:
 *
 * | call            | selected publisher podcast | selected advertiser (advertiser podcast id) |
 * |-----------------|----------------------------|---------------------------------------------|
 * | spend, report   | `podcast_id`               | `publisher_id`                              |
 * | csv (download)  | `publisher_id`             | `podcast_id`                                |
 *
 * The CSV names are the documented ones; for spend and report, which the product's rules leave open, the names mean
 * what they say (docs/behaviour/advertise.md#readings-chosen).
 */
export type AdvertiserCall = 'spend' | 'report' | 'csv';

/** The filter state: a publisher podcast id and an advertiser podcast id; `all` or absent means no filter. */
export type AdvertiserFilters = { podcastId?: number | 'all'; advertiserId?: number | 'all' };

export type AdvertiserFilterQuery = { podcast_id?: string; publisher_id?: string };
type FilterParam = keyof AdvertiserFilterQuery;

const PARAMS = {
  spend: { podcast: 'podcast_id', advertiser: 'publisher_id' },
  report: { podcast: 'podcast_id', advertiser: 'publisher_id' },
  csv: { podcast: 'publisher_id', advertiser: 'podcast_id' },
} as const satisfies Record<AdvertiserCall, { podcast: FilterParam; advertiser: FilterParam }>;

const idOf = (value: number | 'all' | undefined) =>
  value === undefined || value === 'all' ? undefined : String(value);

/** The query parameters of one advertiser call for the filter state; `all` filters are left out. */
export function advertiserFilterQuery(
  call: AdvertiserCall,
  { podcastId, advertiserId }: AdvertiserFilters,
): AdvertiserFilterQuery {
  const names = PARAMS[call];
  const query: AdvertiserFilterQuery = {};
  const podcast = idOf(podcastId);
  const advertiser = idOf(advertiserId);
  if (podcast !== undefined) query[names.podcast] = podcast;
  if (advertiser !== undefined) query[names.advertiser] = advertiser;
  return query;
}
