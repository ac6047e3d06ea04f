import { DEMO_PARTNER_KEY, DEMO_PASSWORD } from './demo.ts';
import type {
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

  return {
    apiBase: base,
    /** Signs in as a scenario account (every password is `podspot-demo`): the console's session token. */
    signIn: (email: string, password = DEMO_PASSWORD) => call<SignInResult>('POST', '/signin/', { email, password }),
    /** What a partner's backend does for the SDK's `fetchToken`: an embed token for this user. */
    mintEmbedToken: (email: string, partnerKey = DEMO_PARTNER_KEY) =>
      call<EmbedToken>('POST', '/partner/embed_tokens', { email }, { 'x-partner-key': partnerKey }),
    /** Back to a scenario or fixture; also clears the fault rules and the journal. A bad fixture changes nothing. */
    reset: (options: ResetOptions = {}) => call<ResetResult>('POST', '/__mock/reset', options),
    /** The whole state as a fixture: save it, edit it, load it back with `reset({ fixture })`. */
    fixture: () => call<Record<string, unknown>>('GET', '/__mock/fixture'),
    /** The journal of calls, oldest first (the last 10,000; the `/__mock` helpers are left out). */
    requests: (filter?: RequestFilter) =>
      call<{ requests: JournalEntry[] }>('GET', `/__mock/requests${query(filter)}`).then((r) => r.requests),
    clearRequests: () => call<void>('DELETE', '/__mock/requests'),
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
    /** Origins allowed by CORS, `frame-ancestors` and the demo partner key, changed at run time. */
    partnerOrigins: {
      list: () => call<{ origins: string[] }>('GET', '/__mock/partner_origins').then((r) => r.origins),
      add: (origin: string) =>
        call<{ origins: string[] }>('POST', '/__mock/partner_origins', { origin }).then((r) => r.origins),
      remove: (origin: string) =>
        call<{ origins: string[] }>('DELETE', '/__mock/partner_origins', { origin }).then((r) => r.origins),
    },
  };
}

export type MockClient = ReturnType<typeof createMockClient>;
