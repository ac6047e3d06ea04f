import { earlyAnswers } from '../../api/early-answers';
import { firstRequestKey } from '../../api/first-requests';
import type { WidgetName } from '../../core/widget-names';

/** An early answer left untaken this long (its widget never asked) is not handed out: it may be stale by then. */
const KEEP_MS = 30_000;

/**
 * What the loader starts as the first widget mounts, beside the widget's code rather than after it has loaded: the
 * host's `fetchToken`, and with that token each widget's first GET (api/first-requests.ts). The first token call made
 * afterwards gets that token, and every later one (a refresh after a 401, a Retry) asks the host again; the widget's
 * own GET takes the early answer of the same key (`take`). Once the token has been used, nothing more starts early.
 */
export function earlyStart(apiBase: string, fetchToken: () => Promise<string>) {
  const answers = earlyAnswers<Response>(KEEP_MS);
  let token: Promise<string> | null = null;
  // What the host's fetchToken returned, as it returned it: the runtime tells the developer when it is not a promise.
  let first: unknown;
  let used = false;
  return {
    start(widget: WidgetName, props: Record<string, unknown>) {
      if (used) return;
      if (!token) {
        token = new Promise<string>((resolve) => resolve((first = fetchToken()) as never));
        token.catch(() => undefined); // the widget's token source reports it; an unused early failure is not unhandled
      }
      const early = token;
      const key = firstRequestKey(widget, props);
      // Without a token (nothing, the endpoint's whole `{ token, expires_at }`, a string that is no JWT) there is no
      // early call: the widget's token source refuses the same answer before any call and says what came back. The
      // loader's 3 KB hold no JSON parse (core/jwt-shape.ts): its look is the start every JWT has, `eyJ` (`{"` in
      // base64url); whatever else the token source refuses is at most this one call.
      if (key)
        answers.start(key, () =>
          early.then((value) =>
            /^eyJ/.test(value)
              ? fetch(`${apiBase}${key}`, { headers: { Authorization: `Bearer ${value}` } })
              : Promise.reject(),
          ),
        );
    },
    fetchToken(): Promise<string> {
      const early = used ? null : token;
      used = true;
      // A fetchToken that threw left `first` undefined: its rejection is the early promise's.
      return (early && first !== undefined ? first : (early ?? fetchToken())) as Promise<string>;
    },
    take: answers.take,
  };
}
