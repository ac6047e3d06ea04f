import type { AdvertiserFilter } from '../state/advertiser.ts';
import { badRequest } from './errors.ts';

/**
 * The query names that carry the advertiser insights' two filters.
 *
 * The product's rules (docs/behaviour/advertise.md#filter-names-of-the-advertiser-calls) have the CSV call send
 * the selected podcast as `publisher_id` and the selected advertiser as `podcast_id`, and leave the mapping of the
 * spend and report calls open. We chose the reading where the names mean what they say on spend and report:
 *
 * | call            | selected publisher podcast | selected advertiser (advertiser podcast id) |
 * |-----------------|----------------------------|---------------------------------------------|
 * | spend, report   | `podcast_id`               | `publisher_id`                              |
 * | csv (download)  | `publisher_id`             | `podcast_id`                                |
 *
 * so the CSV call is the only one with the names swapped, exactly as documented. This table is
 * the one place the quirk lives; openapi.yaml describes each parameter accordingly.
 */
export type AdvertiserCall = 'spend' | 'report' | 'csv';
export type FilterParam = 'podcast_id' | 'publisher_id';

// A copy of sdk/core's private table (it writes the names, this reads them): test/advertiser-filters.test.ts ties them.
export const ADVERTISER_FILTER_PARAMS = {
  spend: { publisherPodcast: 'podcast_id', advertiser: 'publisher_id' },
  report: { publisherPodcast: 'podcast_id', advertiser: 'publisher_id' },
  csv: { publisherPodcast: 'publisher_id', advertiser: 'podcast_id' },
} as const satisfies Record<AdvertiserCall, { publisherPodcast: FilterParam; advertiser: FilterParam }>;

/** Absent, empty or `all` means no filter; otherwise a positive integer id. */
function idParam(query: Record<string, unknown>, name: FilterParam): number | undefined {
  const value = query[name];
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw badRequest(name, 'Must be a numeric id or "all".');
  return Number(value);
}

/** Reads the two filters of one advertiser call; a bad value answers 400 naming its parameter. */
export function advertiserFilterFromQuery(query: Record<string, unknown>, call: AdvertiserCall): AdvertiserFilter {
  const names = ADVERTISER_FILTER_PARAMS[call];
  return {
    publisherPodcastId: idParam(query, names.publisherPodcast),
    advertiserPodcastId: idParam(query, names.advertiser),
  };
}
