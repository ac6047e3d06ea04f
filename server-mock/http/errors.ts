/** The one error shape the client reads: `{"detail": {"<field or reason>": "<message>"}}`. */
export type Detail = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: Detail,
  ) {
    super(Object.values(detail)[0] ?? 'error');
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, { [field]: message });
export const notFound = (what = 'Not found.') => new HttpError(404, { error: what });
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, { error: message });
