import { advertiserFilterQuery, type AdvertiserFilters } from '../core/advertiser-filters';
import type { DateRange } from '../core/date-presets';
import type { ApiClient } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * An advertiser's figures over a range (the Report row of docs/behaviour/advertise.md#data); money in dollars, ratios
 * null when undefined.
 */
export type AdvertiserFigures = Schemas['AdvertiserFigures'];
/** `totals`: the last entry is the totals of the rows. */
export type AdvertiserReport = Schemas['AdvertiserReport'];
/** One publisher podcast's row of the advertiser report; `small_artwork` is an absolute URL. */
export type AdvertiserReportRow = AdvertiserReport['data'][number];

export type AdvertiserDailySpend = {
  data: { date: string; spend: number; impressions: number }[];
  total_spend: number;
  total_impressions: number;
};

export type AdvertiserReportFilters = DateRange & AdvertiserFilters;

const rangeQuery = ({ start, end }: DateRange) => ({ start_date: start, end_date: end });

/**
 * The API answers artwork as a path on the API's origin (`/api/artwork/3.png`); a widget on a host page's origin
 * must not resolve it against the host.
 */
export function absoluteAssetUrl(path: string, apiBase: string, pageUrl = globalThis.location?.href): string {
  if (!path) return '';
  try {
    return new URL(path, new URL(apiBase, pageUrl)).href;
  } catch {
    return path;
  }
}

/** The per-podcast report (spend, impressions, CPM, acquisitions, CPA, downloads, CPD) with its totals. */
export async function getAdvertiserReport(
  client: ApiClient,
  filters: AdvertiserReportFilters,
): Promise<AdvertiserReport> {
  const report = await client.get<AdvertiserReport>('/advertise/advertiser/report', {
    ...rangeQuery(filters),
    ...advertiserFilterQuery('report', filters),
  });
  return {
    ...report,
    data: report.data.map((row) => ({ ...row, small_artwork: absoluteAssetUrl(row.small_artwork, client.baseURL) })),
  };
}

/** Daily spend and impressions for the insights chart. */
export const getAdvertiserSpend = (client: ApiClient, filters: AdvertiserReportFilters) =>
  client.get<AdvertiserDailySpend>('/advertise/advertiser/spend', {
    ...rangeQuery(filters),
    ...advertiserFilterQuery('spend', filters),
  });

/** What "Export all" downloads: the CSV call with its own filter names, and the documented file name. */
export const advertiserReportCsv = (filters: AdvertiserReportFilters) => ({
  url: '/advertise/advertiser/report/download',
  params: { ...rangeQuery(filters), ...advertiserFilterQuery('csv', filters) },
  fileName: `advertiser_spend_report_${filters.start}_${filters.end}.csv`,
});
