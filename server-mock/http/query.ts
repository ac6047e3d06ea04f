import type { Request } from 'express';
import { CAMPAIGN_TABS, type CampaignTab } from '@sdk/core/campaign-tabs.ts';
import { OPPORTUNITY_SORTS } from '@sdk/core/opportunities.ts';
import { dayOf, isIsoDate } from '../state/dates.ts';
import type { PagedInboxQuery } from '../state/opportunities-page.ts';
import { MAX_DAILY_DAYS } from '../state/reports.ts';
import { badRequest } from './errors.ts';

/** `start_date`/`end_date` (YYYY-MM-DD, both required, start ≤ end) as day numbers. */
export function dateRange(req: Request): { firstDay: number; lastDay: number; start: string; end: string } {
  const { start_date: start, end_date: end } = req.query;
  if (!isIsoDate(start)) throw badRequest('start_date', 'Enter a date as YYYY-MM-DD.');
  if (!isIsoDate(end)) throw badRequest('end_date', 'Enter a date as YYYY-MM-DD.');
  if (start > end) throw badRequest('end_date', 'The end date must not be before the start date.');
  return { firstDay: dayOf(start), lastDay: dayOf(end), start, end };
}

/** The range of a day-by-day call, which answers one item per day: at most MAX_DAILY_DAYS. */
export function dailyRange(req: Request): ReturnType<typeof dateRange> {
  const range = dateRange(req);
  if (range.lastDay - range.firstDay + 1 > MAX_DAILY_DAYS)
    throw badRequest('start_date', 'Choose a range of at most 20 years.');
  return range;
}

/** An optional numeric id filter: absent or 'all' means no filter. */
export function optionalId(req: Request, name: string): number | undefined {
  const value = req.query[name];
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw badRequest(name, 'Must be a numeric id or "all".');
  return Number(value);
}

/** An optional number the contract has validated already (limits and offsets). */
export const optionalNumber = (req: Request, name: string): number | undefined =>
  req.query[name] === undefined ? undefined : Number(req.query[name]);

/** The campaigns page's `tab`; absent means all. */
export const campaignTab = (req: Request): CampaignTab => CAMPAIGN_TABS.find((t) => t === req.query.tab) ?? 'all';

/**
 * The inbox's paging (`row_limit`, `offset`, `advertiser`, `sort`, `campaign_limit`, `scope_podcast_id`), or undefined
 * without `row_limit`: then the call answers the whole list, as the spec's call does. The contract validated the
 * values; `offset` and `scope_podcast_id` only page, so without `row_limit` they are a mistake.
 */
export function pagedInboxQuery(req: Request): PagedInboxQuery | undefined {
  if (req.query.row_limit === undefined) {
    if (req.query.offset !== undefined)
      throw badRequest('offset', 'Give row_limit too: offset counts the groups drawn.');
    if (req.query.scope_podcast_id !== undefined)
      throw badRequest('scope_podcast_id', 'Give row_limit too, or use podcast_id for the whole list.');
    return undefined;
  }
  const advertiser =
    typeof req.query.advertiser === 'string' && req.query.advertiser !== '' ? req.query.advertiser : 'all';
  const sort = OPPORTUNITY_SORTS.find((s) => s === req.query.sort) ?? 'recent';
  return {
    advertiser,
    sort,
    rowLimit: Number(req.query.row_limit),
    offset: optionalNumber(req, 'offset') ?? 0,
    campaignLimit: optionalNumber(req, 'campaign_limit'),
    scopePodcastId: optionalId(req, 'scope_podcast_id'),
  };
}

/** The not-interested list's paging (`limit`, `offset`), or undefined without `limit` (the whole list). */
export function pagedRejectedQuery(req: Request): { offset: number; limit: number } | undefined {
  if (req.query.row_limit !== undefined)
    throw badRequest('row_limit', 'The not-interested list is not grouped: page it with limit and offset.');
  if (req.query.scope_podcast_id !== undefined)
    throw badRequest('scope_podcast_id', 'The not-interested list takes podcast_id for one podcast.');
  if (req.query.limit === undefined) {
    if (req.query.offset !== undefined) throw badRequest('offset', 'Give limit too: offset counts the items drawn.');
    return undefined;
  }
  return { offset: optionalNumber(req, 'offset') ?? 0, limit: Number(req.query.limit) };
}
