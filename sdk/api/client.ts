import axios, { type Options } from 'redaxios';
import { crossOriginApi, toApiError } from './errors';
import { cleanParams, requestKey, type Query } from './request-key';

export type { Query };

/** Where tokens come from: the console's stored session, or the host page's `fetchToken`. */
export type TokenSource = {
  /** The current token, fetching one if there is none yet. */
  get(): Promise<string | null>;
  /** A new token after a 401; null when there is no way to get one. */
  refresh(): Promise<string | null>;
};

export type ClientOptions = {
  /** e.g. `http://localhost:4010/api` (no trailing slash). */
  baseURL: string;
  token: TokenSource;
  /** Called when a call still answers 401 after one refresh. */
  onUnauthorized?: () => void;
  /** An answer already on its way for this GET (by `requestKey`), started before the client existed; taken once. */
  early?: (key: string) => Promise<Response> | undefined;
};

type RequestOptions = { params?: Query; data?: unknown; responseType?: 'json' | 'blob' | 'text'; signal?: AbortSignal };
/** Per-call options of `get`: `signal` cancels the call (it then rejects with an ApiError of status 0). */
export type CallOptions = { signal?: AbortSignal };

/** One HTTP client per console session or per SDK instance; every failure comes out as an `ApiError`. */
export function createClient(options: ClientOptions) {
  const apiOrigin = crossOriginApi(options.baseURL);
  const send = (method: string, url: string, token: string | null, opts: RequestOptions) =>
    (axios.request as (config: Options) => ReturnType<typeof axios.get>)({
      url: `${options.baseURL}${url}`,
      method: method as Options['method'],
      params: cleanParams(opts.params) as Options['params'],
      data: opts.data as Options['data'],
      responseType: opts.responseType ?? 'json',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // redaxios does not pass a signal on; its `fetch` hook does (the global fetch is read per call).
      fetch: opts.signal
        ? (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: opts.signal })
        : undefined,
    });

  /** The early answer of this call when it came back fine; otherwise (none, failed, 401, unreadable) undefined. */
  async function earlyAnswer(url: string, params?: Query): Promise<{ data: unknown } | undefined> {
    if (!options.early) return undefined;
    const answer = await options.early(requestKey(url, params))?.catch(() => undefined);
    if (!answer?.ok) return undefined;
    return answer.json().then(
      (data) => ({ data }),
      () => undefined,
    );
  }

  async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
    try {
      // The token first, even for an early answer (which waits on the same token): a token source that fails or times
      // out then ends the call with its error, instead of the early answer waiting on a token that never comes.
      const token = await options.token.get();
      if (method === 'get' && !opts.responseType) {
        const early = await earlyAnswer(url, opts.params);
        if (early) return early.data as T; // anything else asks again below, with the usual 401 handling and errors
      }
      try {
        return (await send(method, url, token, opts)).data as T;
      } catch (failure) {
        if ((failure as { status?: number }).status !== 401 || !token) throw failure;
        const fresh = await options.token.refresh();
        if (!fresh) throw failure;
        return (await send(method, url, fresh, opts)).data as T;
      }
    } catch (failure) {
      // A failed blob download carries its `{"detail": …}` answer as a Blob: read it so the error says why.
      const body = (failure as { data?: unknown } | undefined)?.data;
      if (typeof Blob !== 'undefined' && body instanceof Blob) {
        (failure as { data?: unknown }).data = await body
          .text()
          .then(JSON.parse)
          .catch(() => undefined);
      }
      const error = toApiError(failure, apiOrigin);
      if (error.status === 401) options.onUnauthorized?.();
      throw error;
    }
  }

  return {
    /** The API's base URL as configured (absolute in the SDK, `/api` in the console). */
    baseURL: options.baseURL,
    /** The bearer token for calls made outside this client (upload progress needs XMLHttpRequest); `fresh` after a 401. */
    token: (fresh = false) => (fresh ? options.token.refresh() : options.token.get()),
    /** Tells the owner a call made outside this client still answered 401 after one refresh. */
    unauthorized: () => options.onUnauthorized?.(),
    get: <T>(url: string, params?: Query, call?: CallOptions) =>
      request<T>('get', url, { params, signal: call?.signal }),
    post: <T>(url: string, data?: unknown) => request<T>('post', url, { data: data ?? {} }),
    put: <T>(url: string, data?: unknown) => request<T>('put', url, { data }),
    blob: (url: string, params?: Query) => request<Blob>('get', url, { params, responseType: 'blob' }),
    upload: <T>(url: string, form: FormData) => request<T>('post', url, { data: form }),
  };
}
export type ApiClient = ReturnType<typeof createClient>;
