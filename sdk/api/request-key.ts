export type Query = Record<string, string | number | boolean | undefined | null>;

/** The parameters a call sends: unset ones and the 'all' choice are left out. */
export const cleanParams = (params?: Query) =>
  params && Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== 'all'));

/**
 * One key for one GET: its path and the parameters it sends, sorted by name (`/earn/opportunities?rejected=false`).
 * Sorted, so that two callers building the same call in another order still share one early answer.
 */
export function requestKey(url: string, params?: Query): string {
  const query = new URLSearchParams(cleanParams(params) as Record<string, string>);
  query.sort();
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}
