export type Query = Record<string, string | number | boolean | undefined | null>;

/** The parameters a call sends: unset ones and the 'all' choice are left out. */
export const cleanParams = (params?: Query) =>
  params && Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== 'all'));

/**
 * One key for one GET: its path and the parameters it sends (`/earn/opportunities?rejected=false`). Parameters keep
 * their order: the loader and the widget build them with the same functions (api/first-requests.ts).
 */
export function requestKey(url: string, params?: Query): string {
  const query = new URLSearchParams(cleanParams(params) as Record<string, string>).toString();
  return query ? `${url}?${query}` : url;
}
