import type { ErrorRequestHandler, Response } from 'express';
import type { Role, User } from '../state/models.ts';

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

export const GENERIC_ERROR = 'Something went wrong. Please try again later.';

const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': 'Request body is too large.',
  'entity.parse.failed': 'Request body is not valid JSON.',
  'charset.unsupported': 'Send the body as UTF-8 (Content-Type: application/json; charset=utf-8).',
  'encoding.unsupported': 'Unsupported Content-Encoding. Send the body uncompressed, or gzip, deflate or br encoded.',
};

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ detail: err.detail });
    return;
  }
  // body-parser's own failures carry a 4xx `status` (and mostly a `type`): too large, not JSON, another
  // charset, an unknown or broken Content-Encoding. Answer them in our shape, never as HTML or a 500.
  const status = err?.status ?? err?.statusCode;
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    res
      .status(status)
      .json({
        detail: { body: BODY_ERRORS[err.type] ?? 'The request body could not be read. Send it as plain UTF-8 JSON.' },
      });
    return;
  }
  console.error(`[mock] ${err?.message ?? err}`);
  res.status(500).json({ detail: { error: GENERIC_ERROR } });
};

/** The signed-in user, set by the auth middleware. */
export const currentUser = (res: Response): User => res.locals.user as User;

export function requireRole(res: Response, role: Role): User {
  const user = currentUser(res);
  if (!user.roles.includes(role)) throw forbidden(`This call needs the ${role} role.`);
  return user;
}

export const dollars = (cents: number): number => Math.round(cents) / 100;
