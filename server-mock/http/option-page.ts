import type { Request } from 'express';
import { searchOptions, type OptionPage } from '@sdk/core/option-search.ts';
import { itemsFrom } from '@sdk/core/paging.ts';
import { badRequest } from './errors.ts';

/** A searchable dropdown's request: `q` (the dropdown's search rule), `limit`, and `ids` (the labels of chosen values). */
export type OptionQuery = { q: string; limit?: number; ids?: ReadonlySet<number> };

/** At most this many ids in one `ids` (a dropdown asks for its one chosen value). */
const MAX_IDS = 100;

/**
 * The option query of a request, or undefined when it has none of `q`, `limit` and `ids`: the call then answers the
 * whole list as it always did. The contract has validated `limit`; `ids` is read here.
 */
export function optionQuery(req: Request): OptionQuery | undefined {
  const { q, limit, ids } = req.query;
  if (q === undefined && limit === undefined && ids === undefined) return undefined;
  return {
    q: typeof q === 'string' ? q : '',
    limit: limit === undefined ? undefined : Number(limit),
    ids: ids === undefined ? undefined : idSet(ids),
  };
}

function idSet(raw: unknown): Set<number> {
  const parts = typeof raw === 'string' ? raw.split(',') : [];
  if (!parts.length || parts.length > MAX_IDS || !parts.every((p) => /^\d{1,15}$/.test(p)))
    throw badRequest('ids', `Send up to ${MAX_IDS} numeric ids separated by commas.`);
  return new Set(parts.map(Number));
}

/** The options the query keeps (ids, then the search), cut to `limit`; `total` counts every match. */
export function optionPage<T extends { id: number; name: string }>(
  options: readonly T[],
  query: OptionQuery,
): OptionPage<T> {
  const { ids } = query;
  const chosen = ids ? options.filter((o) => ids.has(o.id)) : options;
  const matching = searchOptions(chosen, query.q, (o) => o.name);
  return { items: itemsFrom(matching, 0, query.limit ?? matching.length).shown, total: matching.length };
}
