import type { RequestHandler } from 'express';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { HttpError } from '../http/errors.ts';
import type { Contract } from '../openapi.ts';

/** Turns the first schema violation into the `{detail: {field: message}}` the client shows. */
export function toDetail(error: ErrorObject | undefined, fallbackField = 'body'): Record<string, string> {
  if (!error) return { [fallbackField]: 'Invalid value.' };
  if (error.keyword === 'required') return { [error.params.missingProperty]: 'This field is required.' };
  if (error.keyword === 'additionalProperties')
    return { [error.params.additionalProperty]: 'This field is not allowed.' };
  if (error.keyword === 'dependentRequired')
    return { [error.params.property]: `Goes with "${error.params.missingProperty}": send both, or neither.` };
  const field = fieldOf(error) ?? fallbackField;
  // A rule whose words the spec fixes (e.g. "Please enter valid number") names them in the contract: openapi.yaml.
  // `{value}` in them is the value refused.
  const own = (error.parentSchema as { 'x-error-message'?: unknown } | undefined)?.['x-error-message'];
  if (typeof own === 'string') return { [field]: own.replace('{value}', () => shown(error.data)) };
  const messages: Record<string, string> = {
    type: `Must be ${article(error.params.type)}.`,
    format:
      error.params.format === 'email' ? 'Enter a valid email address.' : `Must be a valid ${error.params.format}.`,
    minLength:
      error.params.limit === 1 ? 'This field may not be blank.' : `Must be at least ${error.params.limit} characters.`,
    maxLength: `Must be at most ${error.params.limit} characters.`,
    minimum: `Must be at least ${error.params.limit}.`,
    maximum: `Must be at most ${error.params.limit}.`,
    enum: `Must be one of: ${(error.params.allowedValues ?? []).join(', ')}.`,
  };
  return { [field]: messages[error.keyword] ?? `Invalid value (${error.message ?? error.keyword}).` };
}
/**
 * The field a violation is about: the last property the schema named on the way down, so an item of a list
 * (`events/1`) or a key of a map (`detail/error`) is reported as the list's or the map's field.
 */
function fieldOf(error: ErrorObject): string | undefined {
  const named = [...error.schemaPath.matchAll(/\/properties\/([^/]+)/g)].at(-1)?.[1];
  if (named !== undefined) return named.replace(/~1/g, '/').replace(/~0/g, '~');
  return error.instancePath
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s))
    .at(-1);
}
/** A refused value in a message: strings as sent, anything else as JSON (an object may have no working toString). */
const shown = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));
const article = (type: string) => (/^[aeiou]/.test(String(type)) ? `an ${type}` : `a ${type}`);

/** Validates JSON bodies and query parameters of documented operations; undocumented paths pass through. */
export function validationMiddleware(contract: Contract): RequestHandler {
  return (req, _res, next) => {
    const op = contract.find(req.method, req.path);
    if (!op) return next();
    for (const param of op.query) {
      const value = req.query[param.name];
      if (value === undefined) {
        if (param.required) throw new HttpError(400, { [param.name]: 'This field is required.' });
        continue;
      }
      const coerced =
        typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && isNumeric(param.validate) ? Number(value) : value;
      if (!param.validate(coerced)) throw new HttpError(400, toDetail(chosen(param.validate.errors), param.name));
    }
    if (
      op.body &&
      req.is('application/json') !== 'application/json' &&
      op.bodyRequired &&
      !isMultipart(req.get('content-type'))
    ) {
      if (req.body === undefined || Object.keys(req.body ?? {}).length === 0) {
        throw new HttpError(400, { body: 'Send a JSON body (Content-Type: application/json).' });
      }
    }
    if (op.body && (req.body !== undefined || op.bodyRequired)) {
      if (!op.body(req.body ?? {})) throw new HttpError(400, toDetail(chosen(op.body.errors)));
    }
    next();
  };
}
/**
 * The violation to report: the first the contract words itself (`x-error-message`), else the first. A rule over
 * several fields (either advance or set) fails its branches first, and their errors say less than the rule.
 */
const chosen = (errors: ErrorObject[] | null | undefined): ErrorObject | undefined =>
  errors?.find(
    (e) => typeof (e.parentSchema as Record<string, unknown> | undefined)?.['x-error-message'] === 'string',
  ) ?? errors?.[0];
const isMultipart = (type?: string) => Boolean(type?.startsWith('multipart/'));
const isNumeric = (validate: ValidateFunction) =>
  ['integer', 'number'].includes((validate.schema as { type?: string } | undefined)?.type ?? '');
