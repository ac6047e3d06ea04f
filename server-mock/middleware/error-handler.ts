import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from '../http/errors.ts';

export const GENERIC_ERROR = 'Something went wrong. Please try again later.';

const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': 'Request body is too large.',
  'entity.parse.failed': 'Request body is not valid JSON.',
  'charset.unsupported': 'Send the body as UTF-8 (Content-Type: application/json; charset=utf-8).',
  'encoding.unsupported': 'Unsupported Content-Encoding. Send the body uncompressed, or gzip, deflate or br encoded.',
};

/** Mounted after every router: a call no router answered. */
export const noSuchCall: RequestHandler = () => {
  throw new HttpError(404, { error: 'No such API call.' });
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
    res.status(status).json({
      detail: { body: BODY_ERRORS[err.type] ?? 'The request body could not be read. Send it as plain UTF-8 JSON.' },
    });
    return;
  }
  console.error(`[mock] ${err?.message ?? err}`);
  res.status(500).json({ detail: { error: GENERIC_ERROR } });
};
