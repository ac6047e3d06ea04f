/** The fallback when an error answer carries no `detail`: docs/behaviour/frame.md#inline-errors-and-server-messages. */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
export const NETWORK_MESSAGE = 'Could not reach Podspot. Check your connection and try again.';

/** Every failed call becomes one of these: the HTTP status (0 when the network failed), the `detail` and its first value. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: Record<string, string>;
  constructor(status: number, detail: Record<string, string>, message?: string) {
    super(message ?? Object.values(detail)[0] ?? FALLBACK_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

const isDetail = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Normalises what redaxios or fetch rejected with; used only by the client. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure;
  const response = failure as { status?: number; data?: unknown } | undefined;
  if (!response || typeof response.status !== 'number') return new ApiError(0, { network: NETWORK_MESSAGE });
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
