import { addRange, type SelectedSeries, type SeriesField } from './facts.ts';
import type { Podcast } from './models.ts';

/** Summed figures of one publisher podcast over a range. Money in cents. */
export type PodcastSums = Record<SeriesField, number>;

const zero = (): PodcastSums => ({
  impressions: 0,
  acquisitions: 0,
  acquired_downloads: 0,
  earnings_cents: 0,
  spend_cents: 0,
});

/**
 * Sums the selected daily series per publisher podcast over [firstDay, lastDay]. Every podcast of
 * `podcasts` gets a row (zeros included); totals are the sum of the rows, never a second computation.
 */
export function sumPerPodcast(selected: SelectedSeries[], podcasts: Podcast[], firstDay: number, lastDay: number) {
  const rows = new Map<number, PodcastSums>(podcasts.map((p) => [p.id, zero()]));
  for (const { series, publisherPodcastId } of selected) {
    const row = rows.get(publisherPodcastId);
    if (!row) continue;
    addRange(series, firstDay, lastDay, row); // all five fields with one lookup: the hot path of every report
  }
  const totals = zero();
  for (const row of rows.values())
    for (const field of Object.keys(totals) as SeriesField[]) totals[field] += row[field];
  return {
    rows: podcasts.map((podcast) => ({ podcast, sums: rows.get(podcast.id)! })),
    totals,
  };
}

/** Dollars per `per` units (CPM: per = 1000), rounded to cents; null when there is nothing to divide by. */
export const costPer = (cents: number, count: number, per = 1): number | null =>
  count === 0 ? null : Math.round((cents * per) / count) / 100;

/** The advertiser's ratios of one row or of the totals. */
export const advertiserRatios = (s: PodcastSums) => ({
  cpm: costPer(s.spend_cents, s.impressions, 1000),
  cpa: costPer(s.spend_cents, s.acquisitions),
  cpd: costPer(s.spend_cents, s.acquired_downloads),
});

/** Rows in the order the screens sort by default: the figure descending, then name. */
export const byFigureThenName =
  (field: SeriesField) => (a: { podcast: Podcast; sums: PodcastSums }, b: { podcast: Podcast; sums: PodcastSums }) =>
    b.sums[field] - a.sums[field] || a.podcast.name.localeCompare(b.podcast.name);

/** The longest range a day-by-day call answers (one item per day): 20 years. */
export const MAX_DAILY_DAYS = 20 * 366;
