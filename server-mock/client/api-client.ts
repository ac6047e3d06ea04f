import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './api-schema.ts';
import { DEMO_PASSWORD } from './demo.ts';

/** Every operation of openapi.yaml by path and method, generated from it (`npm run gen:types`). */
export type ApiPaths = paths;
/** The contract's schemas by name, e.g. `ApiSchemas['EarnOpportunity']`. */
export type ApiSchemas = components['schemas'];

/**
 * The whole API, typed from openapi.yaml by openapi-fetch: `api.GET('/earn/opportunities', { params: { query } })`,
 * `api.POST('/earn/opportunity/{id}/accept', { params: { path: { id } } })`. Calls resolve with `{ data, error,
 * response }` (they never throw on an HTTP status): `data` is the 2xx answer, `error` the `{detail}` of any other.
 */
export type ApiClient = Client<paths> & {
  /**
   * Signs in as this account (every scenario account's password is `podspot-demo`); later calls carry its token. When
   * a call answers 401 because the token expired (the sandbox's clock moved past its hour), the client signs in again
   * with the same account and repeats the call once.
   */
  signIn(email: string, password?: string): Promise<ApiSchemas['UserInfo']>;
  /** The signed-in account's email, or null. */
  readonly email: string | null;
};

type Session = { email: string; password: string; token: string };

/**
 * A typed client of the mock's API at `apiBase` (e.g. `http://localhost:4010/api`); `headers` go with every call (a
 * sandbox's `X-Podspot-Sandbox`). `MockClient.api()` and `MockSandbox.api()` make one bound to their server or sandbox.
 */
export function createApiClient(apiBase: string, headers: Record<string, string> = {}): ApiClient {
  const client = createClient<paths>({ baseUrl: apiBase.replace(/\/+$/, ''), headers });
  let session: Session | null = null;
  let signingIn: Promise<ApiSchemas['UserInfo']> | null = null;
  // The request as it was before it was sent: a body can be read only once, and a retry sends it again.
  const unsent = new Map<string, Request>();

  async function signIn(email: string, password = DEMO_PASSWORD) {
    const { data, error, response } = await client.POST('/signin/', { body: { email, password } });
    if (!data) {
      const reason = Object.values(error?.detail ?? {})[0] ?? 'no detail';
      throw new Error(`Signing in as ${email} answered ${response.status}: ${reason}`);
    }
    session = { email, password, token: data.jwt_token };
    return data;
  }

  const withToken: Middleware = {
    onRequest({ request, id }) {
      if (!session || request.headers.has('authorization')) return undefined;
      request.headers.set('authorization', `Bearer ${session.token}`);
      unsent.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const original = unsent.get(id);
      unsent.delete(id);
      if (response.status !== 401 || !original || !session) return undefined;
      const sent = original.headers.get('authorization');
      // One sign-in for every call that failed at once; a call sent with an older token reuses the newer one.
      if (sent === `Bearer ${session.token}`) {
        signingIn ??= signIn(session.email, session.password).finally(() => (signingIn = null));
        await signingIn;
      }
      const retry = new Request(original, { headers: new Headers(original.headers) });
      retry.headers.set('authorization', `Bearer ${session.token}`);
      return fetch(retry);
    },
    onError({ id }) {
      unsent.delete(id);
    },
  };
  client.use(withToken);

  return Object.defineProperties(client as ApiClient, {
    signIn: { value: signIn },
    email: { get: () => session?.email ?? null },
  });
}
