import { createApiClient, type ApiPaths } from './api-client.ts';
import { DEMO_PARTNER_KEY, DEMO_PASSWORD } from './demo.ts';
import type {
  ClockAnswer,
  ClockMove,
  SandboxOptions,
  SandboxSummary,
  EmbedToken,
  FaultRule,
  FaultRuleInput,
  JournalEntry,
  OutboxEmail,
  RequestFilter,
  ResetOptions,
  ResetResult,
  SignInResult,
} from './types.ts';
import type { MethodOf, StatusOf, StubRule, TypedStubInput, UncheckedStubInput } from './stub-types.ts';

/** A call of the mock that did not answer 2xx: its status and `detail`, the first value as the message. */
export class MockServerError extends Error {
  constructor(
    readonly status: number,
    readonly detail: Record<string, string>,
    call: string,
  ) {
    super(`${call} answered ${status}: ${Object.values(detail)[0] ?? 'no detail'}`);
    this.name = 'MockServerError';
  }
}

/** `waitForRequest` gave up: what matched (fewer than asked) and the journal's entries nearest to the filter. */
export class WaitForRequestError extends MockServerError {
  constructor(
    detail: Record<string, string>,
    call: string,
    readonly requests: JournalEntry[],
    readonly nearest: JournalEntry[],
  ) {
    super(408, detail, call);
    this.name = 'WaitForRequestError';
    const lines = nearest.map((e) => `  ${e.method} ${e.path}${queryText(e.query)} → ${e.status}`);
    this.message += lines.length ? `\nNearest calls in the journal:\n${lines.join('\n')}` : '\nThe journal is empty.';
  }
}

const queryText = (q: Record<string, unknown>) =>
  Object.keys(q).length ? `?${new URLSearchParams(q as Record<string, string>).toString()}` : '';

const query = (filter: RequestFilter = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The mock's API and its `/__mock` helpers over HTTP, for tests and scripts. `apiBase` is e.g.
 * `http://localhost:4010/api`; `headers` go with every call.
 */
export function createMockClient(apiBase: string, headers: Record<string, string> = {}) {
  const base = apiBase.replace(/\/+$/, '');

  async function call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw new MockServerError(response.status, data?.detail ?? {}, `${method} ${base}${path}`);
    return data as T;
  }

  /**
   * Answers the calls the rule matches with its answer (README#stubs-answers-a-test-shapes): `answer.body` is typed as
   * the operation's answer for `answer.status`, and the server checks it against the contract too (400 naming the
   * field). `unchecked: true` sends any answer.
   */
  function stub<P extends keyof ApiPaths, M extends MethodOf<P>, S extends StatusOf<P, M>>(
    rule: TypedStubInput<P, M, S>,
  ): Promise<StubRule>;
  function stub(rule: UncheckedStubInput): Promise<StubRule>;
  function stub(rule: object) {
    return call<StubRule>('POST', '/__mock/stubs', rule);
  }

  return {
    apiBase: base,
    /**
     * The whole API typed from openapi.yaml, bound to this server or sandbox (README#the-typed-client): with an email,
     * signed in as that account (the password defaults to `podspot-demo`), signing in again when its token expires.
     */
    api: async (email?: string, password?: string) => {
      const client = createApiClient(base, headers);
      if (email !== undefined) await client.signIn(email, password);
      return client;
    },
    /** Signs in as a scenario account (every password is `podspot-demo`): the console's session token. */
    signIn: (email: string, password = DEMO_PASSWORD) => call<SignInResult>('POST', '/signin/', { email, password }),
    /**
     * What a partner's backend does for the SDK's `fetchToken`: an embed token for this user, by email, or for an
     * account the partner created (`POST /partner/accounts`) by `{ account_id }` or `{ external_id }`.
     */
    mintEmbedToken: (user: string | { account_id: number } | { external_id: string }, partnerKey = DEMO_PARTNER_KEY) =>
      call<EmbedToken>('POST', '/partner/embed_tokens', typeof user === 'string' ? { email: user } : user, {
        'x-partner-key': partnerKey,
      }),
    /** Back to a scenario or fixture; also clears the fault and stub rules and the journal. A bad fixture changes nothing. */
    reset: (options: ResetOptions = {}) => call<ResetResult>('POST', '/__mock/reset', options),
    /** The whole state as a fixture: save it, edit it, load it back with `reset({ fixture })`. */
    fixture: () => call<Record<string, unknown>>('GET', '/__mock/fixture'),
    /** The journal of calls, oldest first (the last 10,000; the `/__mock` helpers are left out). */
    requests: (filter?: RequestFilter) =>
      call<{ requests: JournalEntry[] }>('GET', `/__mock/requests${query(filter)}`).then((r) => r.requests),
    clearRequests: () => call<void>('DELETE', '/__mock/requests'),
    /**
     * Resolves with the matching calls once the journal holds `count` of them (default 1); rejects after `timeout` ms
     * (default 5000, at most 60000) with a WaitForRequestError naming the journal's nearest entries.
     */
    waitForRequest: async (filter: RequestFilter = {}, { count = 1, timeout = 5000 } = {}) => {
      const path = `/__mock/requests/wait${query({ ...filter, count, timeout_ms: timeout } as RequestFilter)}`;
      const response = await fetch(`${base}${path}`, { headers });
      const data = await response.json().catch(() => ({}));
      if (response.status === 408)
        throw new WaitForRequestError(data.detail ?? {}, `GET ${base}${path}`, data.requests ?? [], data.nearest ?? []);
      if (!response.ok) throw new MockServerError(response.status, data?.detail ?? {}, `GET ${base}${path}`);
      return data.requests as JournalEntry[];
    },
    /** Records, or stops recording, each call's headers and what was answered (status, headers, body) too. */
    recordAnswers: (on: boolean) =>
      call<{ record_answers: boolean }>('PUT', '/__mock/journal', { record_answers: on }).then((r) => r.record_answers),
    /** Emails the server "sent" (all, or to one address in any case). */
    outbox: (to?: string) =>
      call<{ emails: OutboxEmail[] }>('GET', `/__mock/outbox${query({ to } as RequestFilter)}`).then((r) => r.emails),
    /** Approves every pending podspot, or one: they earn from today. */
    approvePending: (podspotId?: number) =>
      call<{ approved: number[] }>(
        'POST',
        '/__mock/approve_pending',
        podspotId === undefined ? {} : { podspot_id: podspotId },
      ),
    faults: {
      list: () => call<{ faults: FaultRule[] }>('GET', '/__mock/faults').then((r) => r.faults),
      add: (rule: FaultRuleInput) => call<FaultRule>('POST', '/__mock/faults', rule),
      remove: (id: number) => call<void>('DELETE', `/__mock/faults/${id}`),
      clear: () => call<void>('DELETE', '/__mock/faults'),
    },
    stub,
    stubs: {
      list: () => call<{ stubs: StubRule[] }>('GET', '/__mock/stubs').then((r) => r.stubs),
      remove: (id: number) => call<void>('DELETE', `/__mock/stubs/${id}`),
      clear: () => call<void>('DELETE', '/__mock/stubs'),
    },
    /** Origins allowed by CORS, `frame-ancestors` and the demo partner key, changed at run time. */
    partnerOrigins: {
      list: () => call<{ origins: string[] }>('GET', '/__mock/partner_origins').then((r) => r.origins),
      add: (origin: string) =>
        call<{ origins: string[] }>('POST', '/__mock/partner_origins', { origin }).then((r) => r.origins),
      remove: (origin: string) =>
        call<{ origins: string[] }>('DELETE', '/__mock/partner_origins', { origin }).then((r) => r.origins),
    },
    /** The virtual clock of the sandbox these calls reach; it only moves forward. */
    clock: {
      now: () => call<ClockAnswer>('GET', '/__mock/clock').then((r) => new Date(r.now)),
      /** `running` or `frozen`. */
      mode: () => call<ClockAnswer>('GET', '/__mock/clock').then((r) => r.mode),
      /** Stops the clock where it is: it reads the same time until advanced or set. */
      freeze: () => call<ClockAnswer>('POST', '/__mock/clock', { mode: 'frozen' } satisfies ClockMove),
      /** Lets a frozen clock flow with real time again, from the time it stands at. */
      run: () => call<ClockAnswer>('POST', '/__mock/clock', { mode: 'running' } satisfies ClockMove),
      /**
       * The whole answer of a move: the new now, the mode and `effects`, what fell due on the way and was processed
       * before it answered (webhook attempts in order, approvals, month-end credits).
       */
      move: (move: ClockMove) => call<ClockAnswer>('POST', '/__mock/clock', move),
      /** `15m`, `2h`, `3d`, `1w` or an ISO 8601 duration (`PT90M`, `P1M`). */
      advance: (duration: string) =>
        call<ClockAnswer>('POST', '/__mock/clock', { advance: duration } satisfies ClockMove).then(
          (r) => new Date(r.now),
        ),
      set: (to: Date | string) =>
        call<ClockAnswer>('POST', '/__mock/clock', {
          set: to instanceof Date ? to.toISOString() : to,
        } satisfies ClockMove).then((r) => new Date(r.now)),
    },
    /**
     * A sandbox of its own on this server: its own state, faults, outbox, journal and clock. The result is this client
     * bound to it (every call sends `X-Podspot-Sandbox`; tokens it mints carry the sandbox too); `headers` is what a
     * browser needs (Playwright: `context.setExtraHTTPHeaders(sandbox.headers)`); `close()` deletes it.
     */
    createSandbox: async (options: SandboxOptions = {}) => {
      const { now, ...start } = options;
      const body = now === undefined ? start : { ...start, now: now instanceof Date ? now.toISOString() : now };
      const created = await call<SandboxSummary>('POST', '/__mock/sandboxes', body);
      const sandboxHeaders = { [SANDBOX_HEADER]: created.id };
      const client = createMockClient(base, { ...headers, ...sandboxHeaders });
      return {
        ...client,
        id: created.id,
        expiresAt: new Date(created.expires_at),
        headers: sandboxHeaders,
        close: () => call<void>('DELETE', `/__mock/sandboxes/${encodeURIComponent(created.id)}`),
      };
    },
    /** The live sandboxes (the default one is not listed). */
    sandboxes: () => call<{ sandboxes: SandboxSummary[] }>('GET', '/__mock/sandboxes').then((r) => r.sandboxes),
  };
}

/** The header that picks a sandbox (tokens minted in one carry it too). */
export const SANDBOX_HEADER = 'X-Podspot-Sandbox';

export type MockClient = ReturnType<typeof createMockClient>;
export type MockSandbox = Awaited<ReturnType<MockClient['createSandbox']>>;
