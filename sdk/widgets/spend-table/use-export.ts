import { useEffect, useRef, useState } from 'react';
import { DOWNLOAD_CANCELED, DOWNLOAD_TIMED_OUT, downloadErrorMessage } from '../../ui/download';

/** A CSV that has not arrived after this long is given up with 'Download timed out'. */
export const EXPORT_TIMEOUT_MS = 60_000;

export type ExportOutcome = { fileName: string } | { error: string };

/** Runs one download at a time, with Cancel and a time limit; the task gets the signal that aborts it. */
export function useExport(timeoutMs = EXPORT_TIMEOUT_MS) {
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  async function run(task: (signal: AbortSignal) => Promise<string>): Promise<ExportOutcome> {
    const controller = new AbortController();
    current.current = controller;
    const timer = setTimeout(() => controller.abort(new DOMException(DOWNLOAD_TIMED_OUT, 'TimeoutError')), timeoutMs);
    setBusy(true);
    try {
      return { fileName: await task(controller.signal) };
    } catch (error) {
      return { error: downloadErrorMessage(error) };
    } finally {
      clearTimeout(timer);
      if (current.current === controller) current.current = null;
      setBusy(false);
    }
  }
  const cancel = () => current.current?.abort(new DOMException(DOWNLOAD_CANCELED, 'AbortError'));
  return { busy, run, cancel };
}
