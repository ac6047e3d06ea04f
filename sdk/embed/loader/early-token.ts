/**
 * The host's `fetchToken`, asked once as soon as the first widget mounts, so the token request runs while the widget's
 * chunk loads instead of after it. The first call made afterwards gets that early answer; every later call (a refresh
 * after a 401, a Retry) asks the host again.
 */
export function earlyToken(fetchToken: () => Promise<string>) {
  let early: Promise<string> | null = null;
  let used = false;
  return {
    start() {
      if (early || used) return;
      early = new Promise<string>((resolve) => resolve(fetchToken()));
      early.catch(() => undefined); // the widget's token source reports it; an unused early failure is not unhandled
    },
    /** The early answer while it is unused (early calls share it), else null. */
    peek: () => (used ? null : early),
    fetchToken(): Promise<string> {
      if (early && !used) {
        used = true;
        return early;
      }
      used = true;
      return fetchToken();
    },
  };
}
