import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import * as React from 'react';
import { act as preactAct } from 'preact/test-utils';
import { createClient, type ApiClient } from '../api/client';
import type { PodspotEvent } from '../embed/public-types';
import { WidgetProvider, type WidgetEnvironment } from '../ui/widget-context';

/** `true` when this test run has react aliased to Preact (vitest project widgets-preact): compat has no `act`. */
export const IS_PREACT = typeof (React as { act?: unknown }).act !== 'function';
const act: (callback: () => Promise<unknown>) => Promise<void> = IS_PREACT
  ? (callback) => preactAct(callback as () => Promise<void>) as Promise<void>
  : (callback) => (React as unknown as { act(cb: () => Promise<unknown>): Promise<void> }).act(callback);

type Handler = (req: {
  method: string;
  url: URL;
  body: unknown;
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** A client whose answers come from `handler` (routes keyed by "GET /path"), through the real client and fetch. */
export function fakeClient(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const answer = !route
      ? { status: 404, body: { detail: { error: 'No such route in the test.' } } }
      : typeof route === 'function'
        ? await route({ method, url, body })
        : route;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchImpl as typeof fetch;
  const client: ApiClient = createClient({
    baseURL: 'http://api.test/api',
    token: { get: async () => 'token', refresh: async () => null },
  });
  return { client, calls };
}

/** Renders a widget in a WidgetProvider; returns the container, the events it emitted and cleanup. */
export async function renderWidget(
  element: ReactElement,
  client: ApiClient,
  locale = 'en-US',
  /** More of the environment, e.g. `onChange` (the instance's changes). */
  more: Partial<WidgetEnvironment> = {},
) {
  const container = document.createElement('div');
  container.className = 'ps-root';
  document.body.appendChild(container);
  const events: PodspotEvent[] = [];
  const environment: WidgetEnvironment = {
    client,
    locale,
    emit: (type, detail) => events.push({ type, detail } as PodspotEvent),
    ...more,
  };
  const root = createRoot(container);
  await act(async () => root.render(<WidgetProvider value={environment}>{element}</WidgetProvider>));
  return {
    container,
    events,
    rerender: (next: ReactElement) =>
      act(async () => root.render(<WidgetProvider value={environment}>{next}</WidgetProvider>)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Waits until `check` passes (the widget's async loads settle through act). */
export async function waitFor(check: () => void, timeoutMs = 2000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => new Promise((r) => setTimeout(r, 10)));
    }
  }
}
