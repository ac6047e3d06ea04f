import type { ApiClient, CallOptions, Query } from '@sdk/api/client';

/** How long a prefetched answer waits for its page's call (ms); later the page asks again. */
const KEEP_MS = 5000;

/** A GET's identity: its path and the parameters the client sends (absent, null and `all` are not sent). */
const keyOf = (url: string, params?: Query) =>
  `${url} ${JSON.stringify(
    Object.entries(params ?? {})
      .filter(([, v]) => v !== undefined && v !== null && v !== 'all')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )}`;

/**
 * Render-as-you-fetch for pages whose stores (or SDK widgets) make their own calls: `prefetching` is a client whose
 * GETs start at once and are kept; the first same GET through the returned client (same path and parameters, within
 * `KEEP_MS`) takes that answer instead of asking again. Each answer is taken once; everything else goes straight through.
 */
export function withPrefetch(client: ApiClient) {
  const kept = new Map<string, { answer: Promise<unknown>; at: number }>();
  const prefetching: ApiClient = {
    ...client,
    get: <T>(url: string, params?: Query) => {
      const answer = client.get<T>(url, params);
      answer.catch(() => {}); // a failure reaches the page that takes it; none is left unhandled if nobody does
      kept.set(keyOf(url, params), { answer, at: Date.now() });
      return answer;
    },
  };
  const taking: ApiClient = {
    ...client,
    get: <T>(url: string, params?: Query, call?: CallOptions) => {
      const key = keyOf(url, params);
      const hit = kept.get(key);
      kept.delete(key);
      return hit && !call?.signal && Date.now() - hit.at < KEEP_MS
        ? (hit.answer as Promise<T>)
        : client.get<T>(url, params, call);
    },
  };
  return { client: taking, prefetching, clear: () => kept.clear() };
}
