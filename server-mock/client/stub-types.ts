import type { paths } from './api-schema.ts';

/** A method as a stub rule names it; the contract's types key operations by the lower-case one. */
export type StubMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type OperationOf<P extends keyof paths, M extends StubMethod> = NonNullable<paths[P][Lowercase<M>]>;
type ResponsesOf<P extends keyof paths, M extends StubMethod> =
  OperationOf<P, M> extends { responses: infer R } ? R : never;

/** The methods the contract has for the path `P`. */
export type MethodOf<P extends keyof paths> = {
  [M in StubMethod]: [OperationOf<P, M>] extends [never] ? never : M;
}[StubMethod];
/** The statuses the contract lists for the operation. */
export type StatusOf<P extends keyof paths, M extends StubMethod> = keyof ResponsesOf<P, M> & number;
/** The JSON body of the operation's answer with `status` S, per the contract; never when it answers none. */
export type AnswerBodyOf<
  P extends keyof paths,
  M extends StubMethod,
  S extends PropertyKey,
> = S extends keyof ResponsesOf<P, M>
  ? ResponsesOf<P, M>[S] extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;

type Matching = {
  /** Query parameters the call must carry, each with exactly this value. */
  query?: Record<string, string>;
  /** Fields the call's JSON body must hold, each equal to this value (others may be there). */
  body?: Record<string, unknown>;
  /** How many matching calls it answers; absent: until removed. A spent rule leaves the list. */
  times?: number;
};

/**
 * A stub checked against the contract (README#stubs-answers-a-test-shapes): `path` as the contract spells it (a
 * template such as `/earn/podspots/{id}` matches any id), `answer.status` one the operation lists, `answer.body` its
 * answer type for that status (none for a status without a JSON body).
 */
export type TypedStubInput<P extends keyof paths, M extends MethodOf<P>, S extends StatusOf<P, M>> = Matching & {
  method: M;
  path: P;
  answer: { status: S; headers?: Record<string, string> } & ([AnswerBodyOf<P, M, S>] extends [never]
    ? { body?: undefined }
    : { body: AnswerBodyOf<P, M, S> });
  unchecked?: false;
};

/** A stub sent as given (`unchecked: true`): any call, status, headers and JSON body. */
export type UncheckedStubInput = Matching & {
  method: StubMethod | Lowercase<StubMethod>;
  path: string;
  answer: { status: number; headers?: Record<string, string>; body?: unknown };
  unchecked: true;
};

/** A stored stub rule, with its id and what is left of `times`. */
export type StubRule = Matching & {
  id: number;
  method: StubMethod;
  path: string;
  answer: { status: number; headers?: Record<string, string>; body?: unknown };
  unchecked?: true;
};
