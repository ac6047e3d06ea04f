import type { paths } from '../api/schema';

// The fake API of the component tests answers by method and path, typed from the contract (sdk/api/schema.d.ts,
// generated from server-mock/openapi.yaml): a path the contract lacks, or a success body of the wrong shape, fails to
// compile (docs/decisions/0037-test-fetch-fake-typed-from-the-contract.md).

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** A contract path with each `{param}` as any text: `/earn/podspot/{id}` answers `/earn/podspot/41`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The body of an operation's 2xx answers, JSON or not (`never` when it answers without one). */
type SuccessBody<O> = {
  [S in keyof Responses<O>]: S extends 200 | 201 | 202 | 204
    ? Responses<O>[S] extends { content: infer C }
      ? C[keyof C]
      : never
    : never;
}[keyof Responses<O>];

/** A request as the fake saw it: its method, URL (`/api` kept) and parsed JSON body. */
export type FakeRequest = { method: string; url: URL; body: unknown };
/**
 * An answer: without a status, a success with the contract's body; with one, anything (a failure's body may be any
 * shape, to test what the client reads of it).
 */
export type FakeAnswer<B> = { status?: undefined; body?: B } | { status: number; body?: unknown };
/** A fixed answer, or one computed from the request. */
export type Route<B> = FakeAnswer<B> | ((req: FakeRequest) => FakeAnswer<B> | Promise<FakeAnswer<B>>);

type Operations = {
  [P in keyof paths & string]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never]
      ? never
      : { key: `${Uppercase<M>} ${Concrete<P>}`; body: SuccessBody<NonNullable<paths[P][M]>> };
  }[Method];
}[keyof paths & string];

/** The fake's routes: `"GET /earn/podspot/41"` and the like, each answered as the contract types it. */
export type ContractRoutes = { [O in Operations as O['key']]?: Route<O['body']> };

/** Answers outside the contract: files the API links to (`GET /files/report`), fetched by URL. */
export type OtherRoutes = Record<string, Route<unknown>>;
