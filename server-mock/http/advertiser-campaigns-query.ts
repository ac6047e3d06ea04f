import type { Request } from 'express';
import { isCampaignSort } from '@sdk/core/advertiser-campaigns.ts';
import type { CampaignPageQuery } from '../state/advertiser-campaigns-page.ts';
import { badRequest } from './errors.ts';

/** The parameters that shape a page; each needs `row_limit`, which asks for one. */
const PAGE_PARAMS = ['offset', 'sort', 'podcast_name'] as const;

/**
 * GET /advertise/podspots's paging (`row_limit`, `offset`, `podcast_name`, `sort`), or undefined without any of them:
 * then the call answers the whole list, as the spec's call does. The contract has validated each value's type.
 */
export function campaignPageQuery(req: Request): CampaignPageQuery | undefined {
  const { row_limit: rowLimit, offset, sort, podcast_name: podcast } = req.query;
  if (rowLimit === undefined) {
    const stray = PAGE_PARAMS.find((name) => req.query[name] !== undefined);
    if (stray) throw badRequest('row_limit', `Give row_limit (rows per page) with ${stray}.`);
    return undefined;
  }
  return {
    rowLimit: Number(rowLimit),
    offset: offset === undefined ? 0 : Number(offset),
    sort: isCampaignSort(sort) ? sort : 'recent',
    podcast: typeof podcast === 'string' && podcast !== '' ? podcast : 'all',
  };
}
