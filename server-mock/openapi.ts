import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { HttpError } from './http/errors.ts';

type Json = Record<string, any>;
type Operation = {
  method: string;
  template: string;
  pattern: RegExp;
  body?: ValidateFunction;
  bodyRequired: boolean;
  query: { name: string; required: boolean; validate: ValidateFunction }[];
  responses: Map<string, ValidateFunction | null>;
};

const FOUND_CACHED = 5000;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
export const CONTRACT_PATH = new URL('./openapi.yaml', import.meta.url);

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Compiles `server-mock/openapi.yaml` once: request validators for the server, response validators for the tests. */
export function loadContract(path: URL = CONTRACT_PATH) {
  const doc = parse(readFileSync(path, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'api' });
  const schemaAt = (ref: string) => ajv.getSchema(`api#${ref}`)!;
  const resolve = (node: Json): Json =>
    node?.$ref ? { ...resolve(lookup(doc, node.$ref)), ...without(node, '$ref') } : node;

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const base = `/${pointer('paths', template, method)}`;
      const bodyPath = `${base}/${pointer('requestBody', 'content', 'application/json', 'schema')}`;
      const hasJsonBody = Boolean(op.requestBody?.content?.['application/json']);
      const params = [...((item as Json).parameters ?? []), ...(op.parameters ?? [])]
        .map(resolve)
        .filter((p) => p.in === 'query');
      const responses = new Map<string, ValidateFunction | null>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const resolved = resolve(response as Json);
        const schema = resolved.content?.['application/json']?.schema;
        responses.set(
          status,
          schema
            ? ajv.compile({
                $ref: `api#${(response as Json).$ref ? `${(response as Json).$ref.slice(1)}/${pointer('content', 'application/json', 'schema')}` : `${base}/${pointer('responses', status, 'content', 'application/json', 'schema')}`}`,
              })
            : null,
        );
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
        body: hasJsonBody ? schemaAt(bodyPath) : undefined,
        bodyRequired: Boolean(op.requestBody?.required),
        query: params.map((p) => ({
          name: p.name,
          required: Boolean(p.required),
          validate: ajv.compile(rebase(p.schema ?? {})),
        })),
        responses,
      });
    }
  }
  // Every request asks which operation it is: a scan over every operation's pattern. Answers are remembered per
  // method and path (misses too); the memo is cleared when full, as paths with ids are unbounded.
  const found = new Map<string, Operation | undefined>();
  const find = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (found.has(key)) return found.get(key);
    const op = operations.find((o) => o.method === method && o.pattern.test(path));
    if (path.length > 200) return op; // long paths are rare and would make the memo large
    if (found.size >= FOUND_CACHED) found.clear();
    found.set(key, op);
    return op;
  };
  return { doc, operations, find };
}
export type Contract = ReturnType<typeof loadContract>;

function lookup(doc: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}
/** Local refs of a schema lifted out of the document point back into it. */
const rebase = (node: any): any =>
  Array.isArray(node)
    ? node.map(rebase)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `api${v}` : rebase(v),
          ]),
        )
      : node;
const without = (node: Json, key: string) => Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));

/** Turns the first schema violation into the `{detail: {field: message}}` the client shows. */
export function toDetail(error: ErrorObject | undefined, fallbackField = 'body'): Record<string, string> {
  if (!error) return { [fallbackField]: 'Invalid value.' };
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') return { [(error.params as Json).missingProperty]: 'This field is required.' };
  if (error.keyword === 'additionalProperties')
    return { [(error.params as Json).additionalProperty]: 'This field is not allowed.' };
  const field = segments.at(-1) ?? fallbackField;
  const messages: Record<string, string> = {
    type: `Must be ${article((error.params as Json).type)}.`,
    format:
      (error.params as Json).format === 'email'
        ? 'Enter a valid email address.'
        : `Must be a valid ${(error.params as Json).format}.`,
    minLength:
      (error.params as Json).limit === 1
        ? 'This field may not be blank.'
        : `Must be at least ${(error.params as Json).limit} characters.`,
    maxLength: `Must be at most ${(error.params as Json).limit} characters.`,
    minimum: `Must be at least ${(error.params as Json).limit}.`,
    maximum: `Must be at most ${(error.params as Json).limit}.`,
    enum: `Must be one of: ${((error.params as Json).allowedValues ?? []).join(', ')}.`,
  };
  return { [field]: messages[error.keyword] ?? `Invalid value (${error.message ?? error.keyword}).` };
}
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
      if (!param.validate(coerced)) throw new HttpError(400, toDetail(param.validate.errors?.[0], param.name));
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
      if (!op.body(req.body ?? {})) throw new HttpError(400, toDetail(op.body.errors?.[0]));
    }
    next();
  };
}
const isMultipart = (type?: string) => Boolean(type?.startsWith('multipart/'));
const isNumeric = (validate: ValidateFunction) => ['integer', 'number'].includes((validate.schema as Json)?.type);
