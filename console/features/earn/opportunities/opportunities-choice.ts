import type { OpportunityQuery } from '@sdk/api/opportunities';
import { ALL_FILTERS, type OpportunityFilters, type OpportunitySort } from '@sdk/core/opportunities';
import { PAGE_ROWS } from '@sdk/core/paging';

/** What the opportunities page shows: filters, sort, and how many rows (whole campaign groups) it asks the server for. */
export type OpportunitiesChoice = { filters: OpportunityFilters; sort: OpportunitySort; rows: number };
// Recency is the opportunities' default sort (docs/behaviour/earn.md#sorting).
export const FIRST_CHOICE: OpportunitiesChoice = { filters: ALL_FILTERS, sort: 'recent', rows: PAGE_ROWS };

/** The list call for a choice: the server filters, sorts and cuts the page (GET /earn/opportunities?row_limit=…). */
export const choiceQuery = ({ filters, sort, rows }: OpportunitiesChoice): OpportunityQuery => ({
  advertiser: filters.advertiser,
  podcastId: filters.podcastId,
  sort,
  rowLimit: rows,
});

/** The filters and sort a list call asked for (absent: all, most recent). */
export const answeredChoice = (query: OpportunityQuery): Pick<OpportunitiesChoice, 'filters' | 'sort'> => ({
  filters: { advertiser: query.advertiser ?? 'all', podcastId: query.podcastId ?? 'all' },
  sort: query.sort ?? 'recent',
});
