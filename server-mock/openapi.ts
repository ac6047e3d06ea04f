import { readFileSync } from 'node:fs';
import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/** The parts of the OpenAPI document read here; ajv checks the schemas themselves. */
type Schema = Record<string, unknown>;
/** Media type → its schema. */
type Content = Record<string, { schema?: Schema } | undefined>;
type Parameter = { $ref?: string; in?: string; name: string; required?: boolean; schema?: Schema };
type ResponseDoc = { $ref?: string; content?: Content };
export type OperationDoc = {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Content; required?: boolean };
  responses?: Record<string, ResponseDoc>;
};
/** Methods as keys, beside the parameters all of them share. */
type PathItem = { parameters?: Parameter[]; [method: string]: OperationDoc | Parameter[] | undefined };
type ContractDoc = { paths: Record<string, PathItem>; security?: Record<string, string[]>[] };

export type Operation = {
  method: string;
  template: string;
  pattern: RegExp;
  body?: ValidateFunction;
  bodyRequired: boolean;
  query: { name: string; required: boolean; validate: ValidateFunction }[];
  responses: Map<string, ValidateFunction | null>;
  /** Whether the call needs a signed-in user's token (the `bearer` scheme); else it is public or takes a partner key. */
  bearer: boolean;
};

const FOUND_CACHED = 5000;

/** A validator compiled on its first call: compiling all of them made most of the server's start time. */
function lazyValidator(schema: AnySchema, compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  validate.schema = schema;
  return validate;
}

/**
 * Status → the answer's validator, compiled when first asked for: only the tests check answers.
 */
class LazyValidators extends Map<string, ValidateFunction | null> {
  private readonly makers = new Map<string, () => ValidateFunction | null>();
  define(status: string, make: () => ValidateFunction | null) {
    this.makers.set(status, make);
  }
  override has(status: string) {
    return this.makers.has(status);
  }
  override get(status: string) {
    if (!super.has(status) && this.makers.has(status)) super.set(status, this.makers.get(status)!());
    return super.get(status);
  }
  override keys() {
    return this.makers.keys();
  }
}
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
/**
 * The npm package's bundle defines this (scripts/pack/mock-server.mjs) and ships the contract parsed to JSON beside
 * it: parsing the YAML took a third of the server's start.
 */
declare const PODSPOT_CONTRACT_FILE: string | undefined;
export const CONTRACT_PATH = new URL(
  typeof PODSPOT_CONTRACT_FILE === 'string' ? PODSPOT_CONTRACT_FILE : './openapi.yaml',
  import.meta.url,
);

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Compiles `server-mock/openapi.yaml` once: request validators for the server, response validators for the tests. */
export function loadContract(path: URL = CONTRACT_PATH) {
  const text = readFileSync(path, 'utf8');
  const doc = (path.pathname.endsWith('.json') ? JSON.parse(text) : parse(text)) as ContractDoc;
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false, verbose: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'api' });
  const schemaAt = (ref: string) => ajv.getSchema(`api#${ref}`)!;
  const resolve = <T extends { $ref?: string }>(node: T): T =>
    node?.$ref ? ({ ...resolve(lookup(doc, node.$ref) as T), ...without(node, '$ref') } as T) : node;

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, entry] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const op = entry as OperationDoc;
      const base = `/${pointer('paths', template, method)}`;
      const bodyPath = `${base}/${pointer('requestBody', 'content', 'application/json', 'schema')}`;
      const hasJsonBody = Boolean(op.requestBody?.content?.['application/json']);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map(resolve)
        .filter((p) => p.in === 'query');
      const responses = new LazyValidators();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = resolve(response).content?.['application/json']?.schema;
        const at = response.$ref
          ? `${response.$ref.slice(1)}/${pointer('content', 'application/json', 'schema')}`
          : `${base}/${pointer('responses', status, 'content', 'application/json', 'schema')}`;
        responses.define(status, schema ? () => ajv.compile({ $ref: `api#${at}` }) : () => null);
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        // Exactly as the contract spells it: letter case and trailing slash (docs/decisions/0032).
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        body: hasJsonBody
          ? lazyValidator(op.requestBody!.content!['application/json']!.schema ?? {}, () => schemaAt(bodyPath))
          : undefined,
        bodyRequired: Boolean(op.requestBody?.required),
        query: params.map((p) => {
          const schema = rebase(p.schema ?? {}) as AnySchema;
          return {
            name: p.name,
            required: Boolean(p.required),
            validate: lazyValidator(schema, () => ajv.compile(schema)),
          };
        }),
        responses,
        bearer: (op.security ?? doc.security ?? []).some((requirement) => 'bearer' in requirement),
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

function lookup(doc: ContractDoc, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}
/** Local refs of a schema lifted out of the document point back into it. */
const rebase = (node: unknown): unknown =>
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
const without = (node: object, key: string) => Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));
