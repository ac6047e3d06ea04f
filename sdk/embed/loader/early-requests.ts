import type { FirstRequest } from '../../api/first-requests';
import { requestKey } from '../../api/request-key';

/** An early answer left untaken this long (its widget never asked) is not handed out: it may be stale by then. */
const KEEP_MS = 30_000;

/**
 * Widgets' first calls, started by the loader as soon as the token is on its way, beside the widgets' code rather
 * than after it has loaded and rendered. The widget's own call with the same key takes the answer, once.
 */
export function earlyRequests(apiBase: string, token: () => Promise<string> | null) {
  const started = new Map<string, { answer: Promise<Response>; at: number }>();
  return {
    start(request: FirstRequest | null) {
      const pending = token();
      if (!request || !pending) return;
      const key = requestKey(request.url, request.params);
      if (started.has(key)) return;
      // Without a token there is no early call: the widget's own call asks the host again.
      const answer = pending.then((value) =>
        value ? fetch(`${apiBase}${key}`, { headers: { Authorization: `Bearer ${value}` } }) : Promise.reject(),
      );
      answer.catch(() => undefined); // the widget asks again and reports what goes wrong
      started.set(key, { answer, at: Date.now() });
    },
    take(key: string): Promise<Response> | undefined {
      const early = started.get(key);
      started.delete(key);
      return early && Date.now() - early.at < KEEP_MS ? early.answer : undefined;
    },
  };
}
