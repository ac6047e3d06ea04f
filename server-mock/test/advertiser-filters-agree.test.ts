// The SDK writes the advertiser filters' query (sdk/core/advertiser-filters.ts) and the server reads it with its own
// table (state/advertiser-filters.ts): here, where both may be imported, each call must read back what was sent.
import { describe, expect, it } from 'vitest';
import { advertiserFilterQuery, type AdvertiserCall, type AdvertiserFilters } from '@sdk/core/advertiser-filters.ts';
import { advertiserFilterFromQuery } from '../state/advertiser-filters.ts';

describe('advertiser filters, client and server', () => {
  it.each<[AdvertiserCall, AdvertiserFilters]>([
    ['spend', { podcastId: 12, advertiserId: 7 }],
    ['report', { podcastId: 12, advertiserId: 7 }],
    ['csv', { podcastId: 12, advertiserId: 7 }],
    ['csv', { podcastId: 3 }],
    ['report', { advertiserId: 5 }],
  ])('the server reads %s %o back as the same filters', (call, filters) => {
    const read = advertiserFilterFromQuery(advertiserFilterQuery(call, filters), call);
    expect(read).toEqual({
      publisherPodcastId: filters.podcastId === 'all' ? undefined : filters.podcastId,
      advertiserPodcastId: filters.advertiserId === 'all' ? undefined : filters.advertiserId,
    });
  });
});
