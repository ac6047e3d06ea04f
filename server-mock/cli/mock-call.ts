/** Where a CLI command finds the running mock: `--port`, else $PORT, else 4010; `--sandbox` picks a sandbox. */
export type MockTarget = { port: string; sandbox?: string };

export const targetOf = (values: { port?: string; sandbox?: string }, env: Record<string, string | undefined>) => ({
  port: values.port ?? env.PORT ?? '4010',
  sandbox: values.sandbox,
});

export class MockUnreachableError extends Error {
  constructor(port: string) {
    super(`No mock answers on port ${port}: start it with podspot-mock, or give its --port.`);
  }
}

/** One call to the running mock's `/api`; its status and JSON answer (`{}` when it has none). */
export async function callMock(
  target: MockTarget,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; answer: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${target.port}/api${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(target.sandbox ? { 'x-podspot-sandbox': target.sandbox } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch {
    throw new MockUnreachableError(target.port);
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, answer };
}

/** The words of a refusal's `detail`, or its status. */
export const refusalOf = (status: number, answer: Record<string, unknown>): string =>
  Object.values((answer.detail as Record<string, string> | undefined) ?? {}).join(' ') || `status ${status}`;
