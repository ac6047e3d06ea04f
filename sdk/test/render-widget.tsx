import { waitFor as waitForDom } from '@testing-library/dom';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import * as React from 'react';
import { act as preactAct } from 'preact/test-utils';
import { afterEach } from 'vitest';
import { createClient, type ApiClient } from '../api/client';
import type { PodspotEvent } from '../embed/public-types';
import { WidgetProvider, type WidgetEnvironment } from '../ui/widget-context';
import type { ContractRoutes, FakeAnswer, FakeRequest, OtherRoutes, Route } from './contract-routes';

/** `true` when this test run has react aliased to Preact (vitest project widgets-preact): compat has no `act`. */
export const IS_PREACT = typeof (React as { act?: unknown }).act !== 'function';
const act: (callback: () => Promise<unknown>) => Promise<void> = IS_PREACT
  ? (callback) => preactAct(callback as () => Promise<void>) as Promise<void>
  : (callback) => (React as unknown as { act(cb: () => Promise<unknown>): Promise<void> }).act(callback);

/** The host's own fetch, put back after each test: a fake left in place would answer the next file's calls. */
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * A client whose answers come from `routes` (keyed by method and path, e.g. "GET /earn/podspot/41", each answer typed
 * from the contract; `other` answers URLs outside it), through the real client and fetch; a call no route answers gets
 * a 404.
 */
export function fakeClient(routes: ContractRoutes, other: OtherRoutes = {}) {
  const calls: FakeRequest[] = [];
  let inFlight = 0;
  const byKey = { ...other, ...routes } as Record<string, Route<unknown>>;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const route = byKey[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    inFlight += 1;
    let answer: FakeAnswer<unknown>;
    try {
      answer = (
        !route
          ? { status: 404, body: { detail: { error: 'No such route in the test.' } } }
          : typeof route === 'function'
            ? await route({ method, url, body })
            : route
      ) as FakeAnswer<unknown>;
    } finally {
      inFlight -= 1;
    }
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
  /**
   * Resolves once no call is in flight and none started during a whole turn of the event loop: every answer has been
   * read, and what the code does with it (microtasks) has run. A condition, not a duration.
   */
  const settled = async () => {
    for (;;) {
      const seen = calls.length;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (inFlight === 0 && calls.length === seen) return;
    }
  };
  return { client, calls, settled };
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

/**
 * Lets what is due run inside one `act()`: a turn of the event loop (answers, promise chains; `setImmediate`, which the
 * tests' fake timers leave real), then the renders and effects it caused. Used between events and with fake timers.
 */
export const flushRender = () => act(() => new Promise((resolve) => setImmediate(resolve)));

/**
 * Testing Library's `waitFor`: retries `check` every 10 ms and on DOM changes until it passes or `timeoutMs` ends. Each
 * try first lets the work that is due run inside `act()` (answers, renders, and the effects Preact defers to the next
 * frame, which its `act()` flushes), so what passes has also run its effects.
 */
export async function waitFor<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const tryOnce = async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return check();
  };
  return waitForDom(tryOnce, { timeout: timeoutMs, interval: 10 });
}
