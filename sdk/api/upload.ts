import type { ApiClient } from './client';
import { ApiError, crossOriginApi, toApiError } from './errors';

export type UploadOptions = {
  /** The multipart field the file goes in. Default `file`. */
  field?: string;
  /** Called as the request body goes out: the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise rejects with an `ApiError` of status 0. */
  signal?: AbortSignal;
};

export const UPLOAD_CANCELED = 'Upload canceled.';
const canceled = () => new ApiError(0, { upload: UPLOAD_CANCELED });

type Answer = { status: number; data: unknown };

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

// fetch() cannot report upload progress; XMLHttpRequest's `upload.onprogress` can.
function send(
  url: string,
  token: string | null,
  file: Blob & { name?: string },
  options: UploadOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(toApiError(undefined, crossOriginApi(url))); // no answer: status 0 and the client's network message
    };
    xhr.onabort = () => {
      settle();
      reject(canceled());
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file, file.name ?? 'upload');
    xhr.send(form);
  });
}

/**
 * POSTs one file as multipart/form-data to `path` (under the client's base URL) with the client's bearer token,
 * reporting progress. Like the client: one token refresh and retry on a 401, and every failure is an `ApiError`.
 */
export async function uploadWithProgress<T>(
  client: ApiClient,
  path: string,
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<T> {
  if (options.signal?.aborted) throw canceled();
  const url = `${client.baseURL}${path}`;
  let answer: Answer;
  try {
    const token = await client.token();
    answer = await send(url, token, file, options);
    if (answer.status === 401 && token) {
      const fresh = await client.token(true);
      if (fresh) {
        options.onProgress?.(0);
        answer = await send(url, fresh, file, options);
      }
    }
  } catch (failure) {
    throw toApiError(failure, crossOriginApi(url));
  }
  if (answer.status >= 200 && answer.status < 300) {
    options.onProgress?.(1);
    return answer.data as T;
  }
  const error = toApiError(answer);
  if (error.status === 401) client.unauthorized();
  throw error;
}
