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
