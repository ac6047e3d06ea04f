import type { ErrorObject } from 'ajv/dist/2020.js';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Contract } from '../openapi.ts';
import { toDetail } from './validation.ts';

/** A shaped answer for matching calls (server-mock/README.md#stubs-answers-a-test-shapes). */
export type StubRule = {
  id: number;
  method: string;
  /** The call's path under /api as the contract spells it: concrete (`/earn/podspots/7`) or a template (`{id}`). */
  path: string;
  /** Query parameters the call must carry, each with exactly this value. */
  query?: Record<string, string>;
  /** Fields the call's JSON body must hold, each equal to this value. */
  body?: Record<string, unknown>;
  answer: { status: number; headers?: Record<string, string>; body?: unknown };
  /** True: the answer is sent as given, not checked against the contract. */
  unchecked?: boolean;
  /** How many matching calls it answers; absent = until removed. A spent rule leaves the list. */
  times?: number;
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Headers Node sets from the body it sends: a stub that gave its own would send a broken answer. */
const FRAMING_HEADERS = ['content-length', 'transfer-encoding', 'content-encoding', 'connection'];
const FIELDS = 'method, path, query?, body?, answer: {status, headers?, body?}, unchecked?, times?';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a rule posted to `POST /api/__mock/stubs` and keeps only its known fields. Unless it says `unchecked`, its
 * answer must be one the contract gives for that operation: a status it lists, and a body its schema takes.
 */
export function parseStubRule(input: unknown, contract: Contract): Omit<StubRule, 'id'> {
  if (!isObject(input)) throw badRequest('body', `Send the rule as a JSON object: {${FIELDS}}.`);
  if (typeof input.method !== 'string' || !METHODS.includes(input.method.toUpperCase()))
    throw badRequest('method', `Must be one of: ${METHODS.join(', ')}.`);
  const { query, body } = input;
  if (typeof input.path !== 'string' || !input.path.startsWith('/') || input.path.length > 500)
    throw badRequest('path', 'Give the path under /api as the contract spells it, e.g. "/earn/opportunities/".');
  if (query !== undefined && (!isObject(query) || Object.values(query).some((v) => typeof v !== 'string')))
    throw badRequest('query', 'Must be an object of strings, e.g. {"status": "active"}: the values the call carries.');
  if (body !== undefined && !isObject(body))
    throw badRequest('body', 'Must be an object of the fields the call’s JSON body holds, e.g. {"podspot_id": 7}.');
  const path = input.path.replace(/^\/api(?=\/)/, ''); // "/api/user" as written in the browser means "/user"
  const method = input.method.toUpperCase();
  const answer = parseAnswer(input.answer);
  if (input.unchecked !== undefined && typeof input.unchecked !== 'boolean')
    throw badRequest('unchecked', 'Must be true (send the answer as given) or false.');
  const t = input.times;
  if (t !== undefined && (!Number.isInteger(t) || (t as number) < 1 || (t as number) > 1_000_000))
    throw badRequest('times', 'Must be a whole number of at least 1, or left out for "until removed".');
  if (input.unchecked !== true) checkAgainstContract(contract, method, path, answer);
  return {
    method,
    path,
    query: query as Record<string, string> | undefined,
    body: body as Record<string, unknown> | undefined,
    answer,
    unchecked: input.unchecked === true ? true : undefined,
    times: t as number | undefined,
  };
}

function parseAnswer(answer: unknown): StubRule['answer'] {
  if (!isObject(answer)) throw badRequest('answer', 'Give the answer as {"status": 200, "headers"?: {…}, "body"?: …}.');
  const { status, headers, body } = answer;
  if (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
    throw badRequest('answer.status', 'Must be a status from 200 to 599.');
  if (headers !== undefined && (!isObject(headers) || Object.values(headers).some((v) => typeof v !== 'string')))
    throw badRequest('answer.headers', 'Must be an object of strings, e.g. {"retry-after": "30"}.');
  const framing = Object.keys(headers ?? {}).find((name) => FRAMING_HEADERS.includes(name.toLowerCase()));
  if (framing) throw badRequest('answer.headers', `Leave out ${framing}: the server sets it from the body it sends.`);
  if (body !== undefined && (status === 204 || status === 304))
    throw badRequest('answer.body', `A ${String(status)} answer has no body: leave body out.`);
  return { status: status as number, headers: headers as Record<string, string> | undefined, body };
}

function checkAgainstContract(contract: Contract, method: string, path: string, answer: StubRule['answer']): void {
  const op = contract.find(method, path);
  if (!op)
    throw badRequest(
      'path',
      `No operation of the contract is ${method} ${path}: stub a call the API has (openapi.yaml, spelled as there), or send "unchecked": true.`,
    );
  const status = String(answer.status);
  if (!op.responses.has(status))
    throw badRequest(
      'answer.status',
      `${method} ${path} answers ${[...op.responses.keys()].join(', ')} in the contract; send "unchecked": true for another status.`,
    );
  const validate = op.responses.get(status);
  if (!validate) {
    if (answer.body !== undefined)
      throw badRequest('answer.body', `${method} ${path} answers ${status} without a JSON body: leave body out.`);
    return;
  }
  if (!validate(answer.body))
    throw new HttpError(400, answerBodyDetail(validate.errors?.[0], `${method} ${path} ${status}`));
}

/** `{"answer.body.items.0.title": "Must be a string. (GET /x 200 in openapi.yaml)"}`: the field's whole path. */
function answerBodyDetail(error: ErrorObject | undefined, operation: string): Record<string, string> {
  const segments = ['answer', 'body', ...(error?.instancePath.split('/').filter(Boolean) ?? [])];
  if (error?.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error?.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  const message = Object.values(toDetail(error))[0];
  return {
    [segments.join('.')]:
      `${message} The answer of ${operation} in openapi.yaml; send "unchecked": true to send it anyway.`,
  };
}
