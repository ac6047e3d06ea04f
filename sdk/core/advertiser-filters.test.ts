import { describe, expect, it } from 'vitest';
import {
  advertiserFilterQuery,
  type AdvertiserCall,
  type AdvertiserFilterQuery,
  type AdvertiserFilters,
} from './advertiser-filters';

describe('advertiserFilterQuery', () => {
  it.each<[AdvertiserCall, AdvertiserFilters, AdvertiserFilterQuery]>([
    ['report', {}, {}],
    ['report', { podcastId: 'all', advertiserId: 'all' }, {}],
    ['report', { podcastId: 12 }, { podcast_id: '12' }],
    ['report', { advertiserId: 7 }, { publisher_id: '7' }],
    ['report', { podcastId: 12, advertiserId: 7 }, { podcast_id: '12', publisher_id: '7' }],
    ['spend', { podcastId: 12, advertiserId: 7 }, { podcast_id: '12', publisher_id: '7' }],
    ['spend', { podcastId: 'all', advertiserId: 7 }, { publisher_id: '7' }],
    // The CSV call swaps the names (spec §7): publisher_id = the selected podcast, podcast_id = the selected advertiser.
    ['csv', { podcastId: 12, advertiserId: 7 }, { publisher_id: '12', podcast_id: '7' }],
    ['csv', { podcastId: 12 }, { publisher_id: '12' }],
    ['csv', { advertiserId: 7, podcastId: 'all' }, { podcast_id: '7' }],
    ['csv', {}, {}],
  ])('%s %o → %o', (call, filters, expected) => {
    expect(advertiserFilterQuery(call, filters)).toEqual(expected);
  });
});
