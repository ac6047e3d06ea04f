/** Newest first; ties by id, newest first. */
export const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** By name, then by id (the filter lists). */
export const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name) || a.id - b.id;
