import type { TokenSource } from '../../api/client';
import { ApiError, TOKEN_TIMEOUT } from '../../api/errors';
import { describeValue, warnOnce } from '../../core/diagnostics';
import { isThenable, tokenProblem } from '../../core/token-check';

/** How long a widget waits for the host's `fetchToken` by default (`tokenTimeout`), in ms. */
export const TOKEN_TIMEOUT_MS = 15_000;

/** No token: the developer's reason, as the 401 the widget shows its sign-in message for (the user never reads it). */
const noToken = (key: string, message: string, cause?: unknown) => {
  warnOnce(message, 'fetchtoken-mistakes');
  return new ApiError(401, { [key]: message }, message, cause);
};

/**
 * The host's `fetchToken` as a token source: called before the first call and once per 401, one call in flight at a
 * time. Whatever it does wrong (throws, rejects, never settles, resolves something that is not a token) ends as an
 * `ApiError` 401 that names the mistake, and nothing is sent to the API without a token.
 */
export function createTokenSource(fetchToken: () => Promise<string>, timeoutMs = TOKEN_TIMEOUT_MS): TokenSource {
  let current: Promise<string | null> | null = null;
  let refreshing: Promise<string | null> | null = null;
  const ask = () =>
    new Promise<unknown>((resolve, reject) => {
      const answer: unknown = fetchToken();
      if (!isThenable(answer))
        warnOnce(
          `\`fetchToken\` returned ${describeValue(answer)}, not a promise: make it \`async\` or return the promise of your token request.`,
          'fetchtoken-mistakes',
        );
      const timer = setTimeout(
        () =>
          reject(
            noToken(
              TOKEN_TIMEOUT,
              `\`fetchToken\` did not settle within ${timeoutMs} ms (option \`tokenTimeout\`): check your token endpoint answers, and that the promise resolves or rejects on every path.`,
            ),
          ),
        timeoutMs,
      );
      Promise.resolve(answer)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  const fetchOne = async (): Promise<string> => {
    try {
      let answer: unknown;
      try {
        answer = await ask();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw noToken(
          'token',
          `\`fetchToken\` failed: ${String((error as Error)?.message ?? error)}. Its error is this event's \`cause\`.`,
          error,
        );
      }
      const problem = tokenProblem(answer);
      if (problem) throw noToken('token', problem);
      return answer as string;
    } catch (error) {
      // No token is not remembered: the next call (a widget's Retry) asks the host again, e.g. once its backend is back.
      current = null;
      throw error;
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
