import type { TokenSource } from '../../api/client';

/** The host's `fetchToken` as a token source: called before the first call and once per 401, one call in flight at a time. */
export function createTokenSource(fetchToken: () => Promise<string>): TokenSource {
  let current: Promise<string | null> | null = null;
  let refreshing: Promise<string | null> | null = null;
  const fetchOne = async () => {
    let token: string | null = null;
    try {
      const answer = await fetchToken();
      if (typeof answer === 'string' && answer) token = answer;
    } catch {
      // a rejection counts as no token
    }
    // No token is not remembered: the next call (a widget's Retry) asks the host again, e.g. once its backend is back.
    if (!token) current = null;
    return token;
  };
  return {
    get: () => (current ??= fetchOne()),
    refresh() {
      refreshing ??= fetchOne().finally(() => {
        refreshing = null;
      });
      current = refreshing;
      return refreshing;
    },
  };
}
