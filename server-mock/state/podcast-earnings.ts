import { earningsFileName as monthFileName } from '@sdk/core/billing-month.ts';
import { dayOf } from './dates.ts';
import { selectSeries, sumRange } from './facts.ts';
import type { Campaign, Podcast, Podspot } from './models.ts';
import type { Store } from './store.ts';

const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const lastDayOf = (month: string) => dayOf(`${addMonths(month, 1)}-01`) - 1;

/**
 * Which earnings a billing request means. The console sends, for a chosen month M, the range from the 2nd
 * of M+1 to the 1st of M+2 (docs/behaviour/billing.md#earnings-by-podcast). Such a range is read as "month M":
 * the calendar month whose earnings the ledger credits as "Earnings for M", so the overview and the ledger always
 * agree. Any other range is summed as sent, and named after its start month.
 */
export function earningsPeriod(start: string, end: string): { firstDay: number; lastDay: number; month: string } {
  const startMonth = start.slice(0, 7);
  if (start.endsWith('-02') && end === `${addMonths(startMonth, 1)}-01`) {
    const month = addMonths(startMonth, -1);
    return { firstDay: dayOf(`${month}-01`), lastDay: lastDayOf(month), month };
  }
  return { firstDay: dayOf(start), lastDay: dayOf(end), month: startMonth };
}

/** `podcast_earnings_January_2026.csv` for month 2026-01: the name the console gives the download too. */
export function earningsFileName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFileName({ year, month: monthNumber });
}

export type EarningsLine = { podspot: Podspot; campaign: Campaign; cents: number };
export type PodcastEarnings = { podcast: Podcast; cents: number; lines: EarningsLine[] };

/**
 * The publisher's earnings per podcast and, inside, per podspot (one campaign each) over [firstDay, lastDay].
 * Only what earned something is listed; podcasts by earnings, highest first.
 */
export function podcastEarnings(
  store: Store,
  userId: number,
  firstDay: number,
  lastDay: number,
): { totalCents: number; podcasts: PodcastEarnings[] } {
  const podcasts = new Map(store.podcasts.map((p) => [p.id, p]));
  const podspots = new Map(store.podspots.map((p) => [p.id, p]));
  const campaigns = new Map(store.campaigns.map((c) => [c.id, c]));
  const perPodspot = new Map<number, number>();
  for (const { series } of selectSeries(store, { publisherUserId: userId })) {
    perPodspot.set(
      series.podspot_id,
      (perPodspot.get(series.podspot_id) ?? 0) + sumRange(series, 'earnings_cents', firstDay, lastDay),
    );
  }
  const byPodcast = new Map<number, PodcastEarnings>();
  for (const [podspotId, cents] of perPodspot) {
    if (cents === 0) continue;
    const podspot = podspots.get(podspotId)!;
    const entry = byPodcast.get(podspot.publisher_podcast_id) ?? {
      podcast: podcasts.get(podspot.publisher_podcast_id)!,
      cents: 0,
      lines: [],
    };
    entry.cents += cents;
    entry.lines.push({ podspot, campaign: campaigns.get(podspot.campaign_id)!, cents });
    byPodcast.set(podspot.publisher_podcast_id, entry);
  }
  const list = [...byPodcast.values()].sort(
    (a, b) => b.cents - a.cents || a.podcast.name.localeCompare(b.podcast.name),
  );
  for (const entry of list) entry.lines.sort((a, b) => b.cents - a.cents || a.podspot.id - b.podspot.id);
  return { totalCents: list.reduce((s, e) => s + e.cents, 0), podcasts: list };
}

export const lineDescription = ({ campaign }: EarningsLine) => `Podspot for ${campaign.name}`;
