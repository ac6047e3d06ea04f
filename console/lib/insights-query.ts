/**
 * The insights filters in the address bar (docs/behaviour/earn.md#filters: podcast_id and advertiser_id, read on load,
 * removed for 'all').
 */
export type IdSelection = number | 'all';

/** A positive whole-number id, else 'all' (absent, empty, 'all', or anything that is not an id). */
export function parseIdParam(value: string | null | undefined): IdSelection {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return 'all';
  const id = Number(value.trim());
  return id > 0 ? id : 'all';
}

/**
 * The query string with the given id parameters set, or removed when 'all'; other parameters stay as they were.
 * Returns '' or '?…', ready to append to a path.
 */
export function withIdParams(search: string, ids: Record<string, IdSelection>): string {
  const params = new URLSearchParams(search);
  for (const [name, id] of Object.entries(ids)) {
    if (id === 'all') params.delete(name);
    else params.set(name, String(id));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
