import type { ApiClient, Query } from '../api/client';
import { ApiError } from '../api/errors';
import ui from './messages.en.json';

// Revoking at once can cancel the save in some browsers; a minute is plenty for the browser to take the file.
const REVOKE_AFTER_MS = 60_000;

/** The texts for a cancelled, timed-out or otherwise unexplained download (docs/behaviour/frame.md#downloads). */
export const DOWNLOAD_CANCELED = ui['ui.download.canceled'];
export const DOWNLOAD_TIMED_OUT = ui['ui.download.timedOut'];
export const DOWNLOAD_UNKNOWN = ui['ui.download.unknown'];

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException(DOWNLOAD_CANCELED, 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/**
 * Fetches a file through the API client (bearer token, ApiError on failure) and hands it to the browser as a download
 * named `fileName`. The temporary `<a download>` is never attached to the host page. Resolves with `fileName`.
 * With `signal`, an abort rejects at once with the signal's reason and nothing is saved.
 */
export async function downloadFile(
  client: ApiClient,
  url: string,
  params: Query | undefined,
  fileName: string,
  signal?: AbortSignal,
): Promise<string> {
  const request = client.blob(url, params);
  const blob = signal ? await Promise.race([request, aborted(signal)]) : await request;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  return fileName;
}

/**
 * What a failed download tells the user (docs/behaviour/frame.md#downloads): the status and the server's text
 * ("error and reason"), 'Download canceled' / 'Download timed out' for an abort (`AbortError` / `TimeoutError`), else
 * 'An unknown error occurred'.
 */
export function downloadErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError') return DOWNLOAD_CANCELED;
  if (name === 'TimeoutError') return DOWNLOAD_TIMED_OUT;
  if (error instanceof ApiError) return error.status ? `${error.status}: ${error.message}` : error.message;
  return DOWNLOAD_UNKNOWN;
}
