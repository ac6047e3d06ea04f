/**
 * The searchable dropdowns' options (docs/behaviour/earn.md#searchable-dropdown): a short list is loaded whole and
 * searched in the browser; a long one is searched on the server with the same rule, one page at a time.
 */

/**
 * Options loaded at first, and the most a list may have to be searched in the browser: an answer with a larger
 * `total` was cut, and typing then searches on the server.
 */
export const OPTIONS_PAGE = 100;

/** The search box's text as the rule reads it: trimmed, lower case. */
export const normaliseSearch = (query: string) => query.trim().toLowerCase();

/** Whether an option's label holds the search text anywhere, ignoring case; an empty search matches everything. */
export const matchesSearch = (label: string, query: string) => label.toLowerCase().includes(normaliseSearch(query));

/** The options whose label matches the search, in the list's order. */
export const searchOptions = <T>(options: readonly T[], query: string, labelOf: (option: T) => string): T[] => {
  const text = normaliseSearch(query);
  return text ? options.filter((o) => labelOf(o).toLowerCase().includes(text)) : [...options];
};

/** One page of a searched option list: the first matches and how many match in all. */
export type OptionPage<T> = { items: T[]; total: number };

/** Whether `page` is the whole list (searching it in the browser then finds everything the server would). */
export const isWholeList = (page: OptionPage<unknown>) => page.total <= page.items.length;

/** A request for one page of options: the search text, how many, and only these ids (the chosen values' labels). */
export type OptionQuery = { q?: string; limit?: number; ids?: readonly number[] };

/**
 * The query parameters of an option request. The API client drops the value 'all' (it means no filter), so a search
 * for the text "all" is sent with a leading space, which the rule trims.
 */
export const optionParams = ({ q, limit, ids }: OptionQuery) => ({
  q: q === 'all' ? ' all' : q,
  limit,
  ids: ids?.length ? ids.join(',') : undefined,
});

/**
 * `page` completed with the chosen option when a long list's first page does not hold it (asked for with `byIds`), so
 * its label can be shown and it can be told apart from an id that is not in the list at all.
 */
export async function withChosen<T extends { id: number }>(
  page: OptionPage<T>,
  chosen: number | 'all',
  byIds: (ids: number[]) => Promise<OptionPage<T>>,
): Promise<OptionPage<T>> {
  if (chosen === 'all' || isWholeList(page) || page.items.some((o) => o.id === chosen)) return page;
  const found = await byIds([chosen]);
  return { items: [...page.items, ...found.items.filter((o) => o.id === chosen)], total: page.total };
}

/** A dropdown's option calls made from its list's find call: the first page (with the chosen option), and the search. */
export const optionSource = <T extends { id: number }>(find: (query: OptionQuery) => Promise<OptionPage<T>>) => ({
  first: (chosen: number | 'all') =>
    find({ limit: OPTIONS_PAGE }).then((page) => withChosen(page, chosen, (ids) => find({ ids }))),
  search: (query: string) => find({ q: query, limit: OPTIONS_PAGE }),
});
