import api from './messages.en.json';

/** The fallback when an error answer carries no `detail`: docs/behaviour/frame.md#inline-errors-and-server-messages. */
export const FALLBACK_MESSAGE = api['api.fallback'];
export const NETWORK_MESSAGE = api['api.network'];

/** The `detail` key of a 401 that ended the wait for the host's `fetchToken` (option `tokenTimeout`). */
export const TOKEN_TIMEOUT = 'token_timeout';

/**
 * A call to another origin that got no answer. The browser does not tell a network failure from the API refusing this
 * page's origin (CORS), so the message names both: docs/behaviour/sdk-widgets.md#errors.
 */
export const unreachableMessage = (apiOrigin: string, pageOrigin: string) =>
  `Could not reach Podspot at ${apiOrigin}. You may be offline, or this page's origin (${pageOrigin}) is not allowed for the partner key.`;

/** The API's origin when it is not the page's own (the SDK on a host page); undefined for the console's `/api`. */
export function crossOriginApi(baseURL: string): string | undefined {
  if (typeof location === 'undefined' || !/^https?:\/\//i.test(baseURL)) return undefined;
  const origin = new URL(baseURL).origin;
  return location.origin === origin ? undefined : origin;
}

/** Every failed call becomes one of these: the HTTP status (0 when the network failed), the `detail` and its first value. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: Record<string, string>;
  /** `cause`: what failed underneath (e.g. the host's `fetchToken` rejection), passed on to the `auth_error` event. */
  constructor(status: number, detail: Record<string, string>, message?: string, cause?: unknown) {
    super(message ?? Object.values(detail)[0] ?? FALLBACK_MESSAGE, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

const isDetail = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Normalises what redaxios or fetch rejected with; used only by the client. `apiOrigin`: see `crossOriginApi`. */
export function toApiError(failure: unknown, apiOrigin?: string): ApiError {
  if (failure instanceof ApiError) return failure;
  const response = failure as { status?: number; data?: unknown } | undefined;
  if (!response || typeof response.status !== 'number') {
    const message = apiOrigin
      ? unreachableMessage(apiOrigin, globalThis.location?.origin ?? 'unknown')
      : NETWORK_MESSAGE;
    return new ApiError(0, { network: message });
  }
  const body = response.data as { detail?: unknown } | undefined;
  const detail: Record<string, string> = {};
  if (isDetail(body?.detail)) {
    for (const [key, value] of Object.entries(body.detail))
      detail[key] = Array.isArray(value) ? String(value[0]) : String(value);
  } else if (typeof body?.detail === 'string') {
    detail.error = body.detail;
  }
  return new ApiError(response.status, detail);
}
