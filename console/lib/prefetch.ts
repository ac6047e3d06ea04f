import type { ApiClient, CallOptions, Query } from '@sdk/api/client';
import { earlyAnswers, type EarlyAnswer } from '@sdk/api/early-answers';
import { requestKey } from '@sdk/api/request-key';

/** How long a prefetched answer waits for its page's call (ms); later the page asks again. */
const KEEP_MS = 5000;

/**
 * Render-as-you-fetch for pages whose stores (or SDK widgets) make their own calls, through the SDK's early answers:
 * `prefetching` is a client whose GETs start at once and are kept; the first same GET through the returned client (same
 * path and sent parameters, within `KEEP_MS`) takes that answer, failure included, instead of asking again.
 * Each answer is taken once; everything else goes straight through.
 */
export function withPrefetch(client: ApiClient) {
  const kept = new Map<string, EarlyAnswer<unknown>>();
  const answers = earlyAnswers<unknown>(KEEP_MS, kept);
  const prefetching: ApiClient = {
    ...client,
    get: <T>(url: string, params?: Query) =>
      answers.start(requestKey(url, params), () => client.get<T>(url, params)) as Promise<T>,
  };
  const taking: ApiClient = {
    ...client,
    get: <T>(url: string, params?: Query, call?: CallOptions) => {
      const ask = () => client.get<T>(url, params, call);
      const early = answers.take(requestKey(url, params)) as Promise<T> | undefined;
      // A call that can be cancelled is its own: a shared answer would not stop with it. A failed early answer goes to
      // the page as its own failure: it is the page's call made sooner, through the same client (401 handling included).
      return early && !call?.signal ? early : ask();
    },
  };
  return { client: taking, prefetching, clear: () => kept.clear() };
}
