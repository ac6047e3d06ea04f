// Every API answer a page load received, read from Chromium's network events: what the scale bench reports per page.
import type { CDPSession } from 'playwright-core';

/** One answer: its call without ids or query values, compressed body bytes, and the server's `Server-Timing` app time. */
export type ApiAnswer = {
  call: string;
  status: number;
  bytes: number;
  serverMs: number;
  /** What was asked, to ask it again alone (the bench keeps no token: this stays out of dist/bench.json). */
  request: { url: string; headers: Record<string, string> };
};

/**
 * `/api/earn/podspots/123/smart_feed?tab=draft&row_limit=40` → `GET /api/earn/podspots/:id/smart_feed?row_limit&tab`:
 * calls that differ only by ids or values count as one, while a paged call stays apart from the whole list's.
 */
export function callOf(method: string, url: URL): string {
  const path = url.pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id');
  const names = [...new Set(url.searchParams.keys())].sort();
  return `${method} ${path}${names.length ? `?${names.join('&')}` : ''}`;
}

/** `app;dur=12.5` (any case, among other metrics) → 12.5; NaN when the server sent none. */
export function appDuration(headers: Record<string, string>): number {
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'server-timing')?.[1] ?? '';
  return Number(/(?:^|,)\s*app;dur=([\d.]+)/.exec(value)?.[1] ?? NaN);
}

/**
 * Starts listening on `cdp` (Network enabled by the caller) for answers from `apiOrigin` under `/api/`; CORS
 * preflights are left out. The body's compressed size is what arrived after the headers.
 */
export function collectApiAnswers(cdp: CDPSession, apiOrigin: string): () => ApiAnswer[] {
  const pending = new Map<string, Omit<ApiAnswer, 'bytes'> & { headerBytes: number }>();
  const answers: ApiAnswer[] = [];
  const requests = new Map<string, { method: string; headers: Record<string, string> }>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, e.request));
  cdp.on('Network.responseReceived', (e) => {
    const url = new URL(e.response.url);
    const { method, headers } = requests.get(e.requestId) ?? { method: 'GET', headers: {} };
    if (url.origin !== apiOrigin || !url.pathname.startsWith('/api/') || method === 'OPTIONS' || e.type === 'Preflight')
      return;
    pending.set(e.requestId, {
      call: callOf(method, url),
      status: e.response.status,
      headerBytes: e.response.encodedDataLength,
      serverMs: appDuration(e.response.headers),
      request: { url: e.response.url, headers },
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const answer = pending.get(e.requestId);
    if (!answer) return;
    pending.delete(e.requestId);
    const { headerBytes, ...rest } = answer;
    answers.push({ ...rest, bytes: e.encodedDataLength - headerBytes });
  });
  return () => answers;
}
