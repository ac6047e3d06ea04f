import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Server } from 'node:http';
import { createApp } from '../app.ts';
import type { AppOptions } from '../context.ts';
import { loadContract } from '../openapi.ts';

export const DEMO_PASSWORD = 'podspot-demo';
const contract = loadContract();

/** A fresh server on a free port, with a typed fetch that also checks every answer against the contract. */
export async function startServer(options: AppOptions = {}) {
  const { app, ctx } = await createApp({ jwtSecret: 'test-secret', ...options });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    const body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    checkAgainstContract(method, path, res.status, body);
    return { status: res.status, body, headers: res.headers };
  }

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await call('POST', '/signin/', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.jwt_token;
  }

  return { base, ctx, call, signIn, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Every documented answer must match its schema; undocumented statuses of documented calls fail the test. */
export function checkAgainstContract(method: string, path: string, status: number, body: unknown) {
  const op = contract.find(method, path.split('?')[0]);
  if (!op || path.startsWith('/__mock')) return;
  if (!op.responses.has(String(status)))
    throw new Error(
      `${method} ${path}: status ${status} is not in the contract (${[...op.responses.keys()].join(', ')})`,
    );
  const validate = op.responses.get(String(status));
  if (validate && !validate(body))
    throw new Error(`${method} ${path} ${status}: answer breaks the contract: ${JSON.stringify(validate.errors?.[0])}`);
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The server of a test file (or of the describe block it is called in): started before the tests with `emails` signed
 * in, closed after them. `ready` receives the server and the tokens, in the order of `emails`. With `resetEach`, the
 * demo data is restored before every test.
 */
export function useServer(
  emails: readonly string[],
  ready: (server: TestServer, tokens: string[]) => void,
  opts: { resetEach?: boolean } = {},
) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
    ready(server, await Promise.all(emails.map((email) => server!.signIn(email))));
  });
  afterAll(() => server?.close());
  if (opts.resetEach) {
    beforeEach(async () => {
      expect((await server!.call('POST', '/__mock/reset', { body: { scenario: 'demo' } })).status).toBe(200);
    });
  }
}
