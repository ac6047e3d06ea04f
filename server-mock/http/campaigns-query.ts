import type { Request } from 'express';
import { DEFAULT_CAMPAIGN_SORT, isCampaignSort, type CampaignSort } from '@sdk/core/publisher-campaigns.ts';
import { badRequest } from './errors.ts';
import { optionalNumber } from './query.ts';

/** The campaigns page's grouped paging: `row_limit` rows of whole groups after the first `offset` groups. */
export type CampaignsPageQuery = { sort: CampaignSort; rowLimit: number; offset: number };

/**
 * GET /earn/podspots' grouped mode (`row_limit`, `sort`, `offset` in groups), or undefined without `row_limit`: then
 * the call is the flat newest-first list (`offset` and `limit` in rows), as before. The contract validated each value;
 * this checks how they combine.
 */
export function campaignsPageQuery(req: Request): CampaignsPageQuery | undefined {
  const rowLimit = optionalNumber(req, 'row_limit');
  if (rowLimit === undefined) {
    if (req.query.sort !== undefined) throw badRequest('sort', 'sort orders campaign groups: send row_limit too.');
    return undefined;
  }
  if (req.query.archived === 'true')
    throw badRequest('row_limit', 'The archived list is not grouped: page it with offset and limit.');
  if (req.query.limit !== undefined)
    throw badRequest('limit', 'Send row_limit (whole campaign groups) or limit (rows), not both.');
  const sort = isCampaignSort(req.query.sort) ? req.query.sort : DEFAULT_CAMPAIGN_SORT;
  return { sort, rowLimit, offset: optionalNumber(req, 'offset') ?? 0 };
}
