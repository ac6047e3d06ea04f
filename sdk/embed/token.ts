import type { TokenSource } from '../api/client';

/** The host's `fetchToken` as a token source: called before the first call and once per 401, one call in flight at a time. */
export function createTokenSource(fetchToken: () => Promise<string>): TokenSource {
  let current: Promise<string | null> | null = null;
  let refreshing: Promise<string | null> | null = null;
  const fetchOne = async () => {
    try {
      const token = await fetchToken();
      return typeof token === 'string' && token ? token : null;
    } catch {
      return null;
    }
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
