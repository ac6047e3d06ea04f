/**
 * The settings page's "Your podcasts" filter (docs/behaviour/settings.md#your-podcasts). "Integrated" is the Apple
 * feed, which is what the indicator shows.
 */
export const PODCAST_FILTERS = [
  { value: 'all', label: 'All podcasts' },
  { value: 'integrated', label: 'Smart feed integrated' },
  { value: 'not_integrated', label: 'Not integrated' },
] as const;
export type PodcastFilter = (typeof PODCAST_FILTERS)[number]['value'];

export const isPodcastFilter = (value: unknown): value is PodcastFilter =>
  PODCAST_FILTERS.some((f) => f.value === value);

/** The podcasts the filter keeps, in the list's order. */
export const filterPodcasts = <P extends { apple_feed_integrated: boolean }>(
  podcasts: readonly P[],
  filter: PodcastFilter,
): P[] =>
  filter === 'all' ? [...podcasts] : podcasts.filter((p) => p.apple_feed_integrated === (filter === 'integrated'));
