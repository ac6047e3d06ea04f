import { describe, expect, it } from 'vitest';
import { advertiserFilterQuery, type AdvertiserCall, type AdvertiserFilters } from '@sdk/core/advertiser-filters.ts';
import { advertiserFilterFromQuery } from '../http/advertiser-filters.ts';
import { HttpError } from '../http/errors.ts';

describe('advertiserFilterFromQuery: the one place of the naming quirk', () => {
  it.each([
    ['spend', { podcast_id: '11', publisher_id: '22' }, { publisherPodcastId: 11, advertiserPodcastId: 22 }],
    ['report', { podcast_id: '11', publisher_id: '22' }, { publisherPodcastId: 11, advertiserPodcastId: 22 }],
    ['csv', { podcast_id: '11', publisher_id: '22' }, { publisherPodcastId: 22, advertiserPodcastId: 11 }],
    [
      'spend',
      { podcast_id: 'all', publisher_id: '' },
      { publisherPodcastId: undefined, advertiserPodcastId: undefined },
    ],
    ['csv', {}, { publisherPodcastId: undefined, advertiserPodcastId: undefined }],
  ] as const)('%s %j → %j', (call, query, expected) => {
    expect(advertiserFilterFromQuery(query, call)).toEqual(expected);
  });

  it.each([
    ['spend', { podcast_id: 'x' }, 'podcast_id'],
    ['report', { publisher_id: '1.5' }, 'publisher_id'],
    ['csv', { podcast_id: ['1', '2'] }, 'podcast_id'],
  ] as const)('%s %j answers 400 naming %s', (call, query, param) => {
    expect(() => advertiserFilterFromQuery(query, call)).toThrow(HttpError);
    try {
      advertiserFilterFromQuery(query, call);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, detail: { [param]: 'Must be a numeric id or "all".' } });
    }
  });
});

// The server keeps its own copy of the names sdk/core writes: every filter state of every call must read back as itself.
describe('the server reads back every query sdk/core writes', () => {
  const calls: AdvertiserCall[] = ['spend', 'report', 'csv'];
  const podcastIds: AdvertiserFilters['podcastId'][] = [undefined, 'all', 12];
  const advertiserIds: AdvertiserFilters['advertiserId'][] = [undefined, 'all', 7];
  const cases = calls.flatMap((call) =>
    podcastIds.flatMap((podcastId) =>
      advertiserIds.map((advertiserId): [AdvertiserCall, AdvertiserFilters] => [call, { podcastId, advertiserId }]),
    ),
  );

  it.each(cases)('%s %o', (call, filters) => {
    const query = advertiserFilterQuery(call, filters);
    expect(advertiserFilterFromQuery(query, call)).toEqual({
      publisherPodcastId: filters.podcastId === 'all' ? undefined : filters.podcastId,
      advertiserPodcastId: filters.advertiserId === 'all' ? undefined : filters.advertiserId,
    });
  });
});
