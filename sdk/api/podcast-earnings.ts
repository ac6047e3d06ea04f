import type { ApiClient } from './client';
import type { DateRange } from '../core/date-presets';

// Apart from billing.ts: only the earnings-by-podcast card calls it, and that card is a chunk of its own
// (docs/performance.md#lazy-dialogs).

export type PodcastEarningsLine = { id: number; description: string; amount: number };
export type PodcastEarningsEntry = {
  podcast_id: number;
  podcast_name: string;
  total_amount: number;
  /** How many line items the podcast has: `line_items` is empty when they were left out. */
  line_count: number;
  line_items: PodcastEarningsLine[];
};
export type PodcastEarnings = { total_earnings: number; transactions: PodcastEarningsEntry[] };

/**
 * Earnings per podcast for a range. `lineItems: false` leaves every podcast's lines out (a network's month holds
 * thousands); `podcastId` answers that podcast alone, with its lines.
 */
export const getPodcastEarnings = (
  client: ApiClient,
  { start, end }: DateRange,
  { lineItems = true, podcastId }: { lineItems?: boolean; podcastId?: number } = {},
) =>
  client.get<PodcastEarnings>('/billing/podcast_earnings', {
    start_date: start,
    end_date: end,
    line_items: lineItems ? undefined : false,
    podcast_id: podcastId,
  });
