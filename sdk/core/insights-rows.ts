/** A report row's identity and the option it can be made from (the podcast filter's list). */
type Row = { id: number };
export type PodcastOptionLike = { id: number; name: string; small_artwork: string };

/**
 * If the selected podcast has no row in the report, an empty row with zero values is added from the podcast list
 * (docs/behaviour/earn.md#insights-behaviour), so the selection stays visible (bold) and can be clicked again to
 * clear it.
 */
export function withSelectedRow<R extends Row>(
  rows: readonly R[],
  selected: number | 'all',
  podcasts: readonly PodcastOptionLike[] | null | undefined,
  emptyRow: (podcast: PodcastOptionLike) => R,
): R[] {
  if (selected === 'all' || rows.some((r) => r.id === selected)) return [...rows];
  const podcast = podcasts?.find((p) => p.id === selected);
  return podcast ? [...rows, emptyRow(podcast)] : [...rows];
}
