import axios, { type Options } from 'redaxios';
import { toApiError } from './errors';

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
};

export type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions = { params?: Query; data?: unknown; responseType?: 'json' | 'blob' | 'text' };

const cleanParams = (params?: Query) =>
  params && Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== 'all'));

/** One HTTP client per console session or per SDK instance; every failure comes out as an `ApiError`. */
export function createClient(options: ClientOptions) {
  const send = (method: string, url: string, token: string | null, opts: RequestOptions) =>
    (axios.request as (config: Options) => ReturnType<typeof axios.get>)({
      url: `${options.baseURL}${url}`,
      method: method as Options['method'],
      params: cleanParams(opts.params) as Options['params'],
      data: opts.data as Options['data'],
      responseType: opts.responseType ?? 'json',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
    try {
      const token = await options.token.get();
      try {
        return (await send(method, url, token, opts)).data as T;
      } catch (failure) {
        if ((failure as { status?: number }).status !== 401 || !token) throw failure;
        const fresh = await options.token.refresh();
        if (!fresh) throw failure;
        return (await send(method, url, fresh, opts)).data as T;
      }
    } catch (failure) {
      const error = toApiError(failure);
      if (error.status === 401) options.onUnauthorized?.();
      throw error;
    }
  }

  return {
    get: <T>(url: string, params?: Query) => request<T>('get', url, { params }),
    post: <T>(url: string, data?: unknown) => request<T>('post', url, { data: data ?? {} }),
    put: <T>(url: string, data?: unknown) => request<T>('put', url, { data }),
    blob: (url: string, params?: Query) => request<Blob>('get', url, { params, responseType: 'blob' }),
    upload: <T>(url: string, form: FormData) => request<T>('post', url, { data: form }),
  };
}
export type ApiClient = ReturnType<typeof createClient>;
