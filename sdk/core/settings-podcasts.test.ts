import { describe, expect, it } from 'vitest';
import { filterPodcasts, isPodcastFilter, PODCAST_FILTERS, type PodcastFilter } from './settings-podcasts';

const podcasts = [
  { id: 1, apple_feed_integrated: true },
  { id: 2, apple_feed_integrated: false },
  { id: 3, apple_feed_integrated: true },
];

describe('filterPodcasts (integrated reads the Apple feed)', () => {
  it.each<[PodcastFilter, number[]]>([
    ['all', [1, 2, 3]],
    ['integrated', [1, 3]],
    ['not_integrated', [2]],
  ])('%s → %o', (filter, ids) => {
    expect(filterPodcasts(podcasts, filter).map((p) => p.id)).toEqual(ids);
  });
  it('keeps an empty list empty', () => expect(filterPodcasts([], 'integrated')).toEqual([]));
});

describe('isPodcastFilter', () => {
  it.each<[unknown, boolean]>([
    ...PODCAST_FILTERS.map((f) => [f.value, true] as [unknown, boolean]),
    ['', false],
    ['Integrated', false],
    [undefined, false],
  ])('%o → %s', (value, ok) => expect(isPodcastFilter(value)).toBe(ok));
});
