import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApiError } from '../api/errors';
import type { Change } from '../core/change-bus';
import { AUTH_MESSAGE, ErrorView } from '../ui/status-view';
import { useWidgetEnvironment } from '../ui/widget-context';
import { createInit } from './loader/instance';
import type { PodspotEvent, PodspotInstance } from './public-types';
import { createMounter } from './runtime/mount';

// The careless developer's mistakes, against the real loader and runtime (a probe widget, fetch faked).
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImVtYmVkIn0.c2lnbmF0dXJl';
const changes: Change[] = [];

function Probe(props: { preset?: string; accept?: boolean }) {
  const { client, emit, onChange } = useWidgetEnvironment();
  const [state, setState] = useState<{ error?: ApiError; ok?: boolean }>({});
  useEffect(() => onChange?.((change) => changes.push(change)), [onChange]);
  useEffect(() => {
    client.get('/user').then(
      () => {
        setState({ ok: true });
        emit('ready', {});
        if (props.accept) emit('opportunity_accepted', { opportunityId: 4 });
      },
      (error: ApiError) => setState({ error }),
    );
  }, [client, emit, props.accept]);
  if (state.error) return <ErrorView error={state.error} onRetry={() => undefined} />;
  return <p className="probe">{state.ok ? `props ${JSON.stringify(props)}` : 'loading'}</p>;
}
const probe = createMounter('earnings-card', Probe, [], {
  preset: { type: 'enum', values: ['last_7_days'] },
  accept: { type: 'boolean' },
});

let warn: MockInstance<typeof console.warn>;
const created: PodspotInstance[] = [];
const requests: string[] = [];
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL) => {
    requests.push(String(url));
    return new Response('{"first_name":"Ada"}', { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  created.splice(0).forEach((instance) => instance.destroy());
  document.body.innerHTML = '';
  requests.length = 0;
  changes.length = 0;
  vi.restoreAllMocks();
});

const start = (options: Partial<Parameters<ReturnType<typeof createInit>>[0]> = {}) => {
  const events: PodspotEvent[] = [];
  const instance = createInit(
    'http://podspot.test/sdk/',
    async () => probe,
  )({
    fetchToken: async () => JWT,
    apiBase: 'http://podspot.test/api',
    onEvent: (e) => events.push(e),
    ...options,
  });
  created.push(instance);
  return { instance, events };
};
const box = (id?: string) => {
  const element = document.body.appendChild(document.createElement('div'));
  if (id) element.id = id;
  return element;
};
const text = (element: Element) => element.shadowRoot?.textContent ?? '';
/** Waits until `check` holds: retried on vitest's interval, failing after two seconds. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });
const warnings = () => warn.mock.calls.map((c) => String(c[0]));

describe('safe mounting', () => {
  it('refuses a second widget in an occupied element, naming the one there; after unmount it mounts', async () => {
    const { instance } = start();
    const element = box('a');
    const first = instance.mount('earnings-card', element);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    instance.mount('spend-table', element).update({ preset: 'this_month' });
    expect(error.mock.calls).toEqual([['Podspot mount: element holds a earnings-card widget, unmount() it first']]);
    expect(() => start({ strict: true }).instance.mount('spend-table', '#a')).toThrow(
      'element holds a earnings-card widget',
    );
    first.unmount();
    const second = instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('props'));
    second.unmount();
  });

  it('does nothing for calls on an unmounted handle, and warns once', async () => {
    const { instance } = start();
    const element = box();
    const handle = instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('props'));
    handle.unmount();
    const again = instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('props'));
    handle.update({ preset: 'last_7_days' } as never);
    handle.update({ preset: 'last_7_days' } as never);
    handle.unmount();
    expect(text(element)).toBe('props {}');
    expect(warnings().filter((w) => w.includes('already unmounted'))).toEqual([
      '[Podspot] update() was called on the handle of a earnings-card widget that is already unmounted; it does nothing. Mount again for a new handle. See sdk/README.md#unmounted-handle',
    ]);
    again.unmount();
  });
});

describe('props and options the widget cannot use', () => {
  it('drops them before any request, and names each once with what is expected', async () => {
    const { instance } = start({ theme: 'dark' } as never);
    const element = box();
    const handle = instance.mount('earnings-card', element, { preset: 'last_week', theme: 'dark' } as never);
    await until(() => text(element).startsWith('props'));
    handle.update({ preset: 'last_week' } as never);
    expect(text(element)).toBe('props {}');
    expect(warnings()).toEqual([
      '[Podspot] Podspot.init: `theme` is not an option (given "dark"); the options are fetchToken, apiBase, appearance, locale, onEvent, tokenTimeout, strict. It is ignored. See sdk/README.md#unknown-widget-prop-or-option',
      '[Podspot] earnings-card: prop `preset` is "last_week"; expected one of "last_7_days". The widget uses its default instead, and sends nothing with it to the API. See sdk/README.md#invalid-prop-or-option',
      '[Podspot] earnings-card: `theme` is not a prop of this widget (given "dark"); its props are preset, accept, onLoaderStart, onReady, onLoadError. It is ignored. See sdk/README.md#unknown-widget-prop-or-option',
    ]);
    expect(requests.some((r) => r.includes('last_week'))).toBe(false);
  });
});

describe('lifecycle events', () => {
  it('a fetchToken that rejects: the user reads the sign-in text; auth_error carries the cause; loaderror says auth', async () => {
    const failure = new Error('session expired (probe)');
    const { instance, events } = start({ fetchToken: () => Promise.reject(failure) });
    const element = box('card');
    instance.mount('earnings-card', element);
    await until(() => text(element).includes(AUTH_MESSAGE) && events.length === 3);
    expect(requests).toEqual([]); // nothing is sent without a token
    const auth = events.find((e) => e.type === 'auth_error')!.detail as { cause: unknown; message: string };
    expect(auth).toMatchObject({ widget: 'earnings-card', id: 'card', reason: 'auth', cause: failure });
    expect(auth.message).toContain('session expired (probe)');
    expect(events.map((e) => e.type)).toEqual(['loaderstart', 'auth_error', 'loaderror']);
    expect(events[2].detail).toMatchObject({ widget: 'earnings-card', id: 'card', reason: 'auth' });
  });

  it("calls the widget's own onLoaderStart and onReady props, with the event's detail", async () => {
    const { instance } = start();
    const element = box('mine');
    const calls: string[] = [];
    instance.mount('earnings-card', element, {
      onLoaderStart: (d: object) => calls.push(`start ${JSON.stringify(d)}`),
      onReady: (d: object) => calls.push(`ready ${JSON.stringify(d)}`),
    } as never);
    await until(() => calls.length === 2);
    expect(calls).toEqual([
      'start {"widget":"earnings-card","id":"mine"}',
      'ready {"widget":"earnings-card","id":"mine"}',
    ]);
  });

  it('leaves a start and a content mark per widget', async () => {
    performance.clearMarks();
    const { instance } = start();
    const element = box();
    instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('props'));
    const marks = performance.getEntriesByType('mark').map((m) => m.name);
    expect(marks).toEqual(['podspot:earnings-card:start', 'podspot:earnings-card:content']);
  });
});

describe('one instance, one picture', () => {
  it("a change in one widget reaches the instance's other widgets, not itself nor another instance's", async () => {
    const { instance } = start();
    const other = start().instance;
    const [a, b, c] = [box(), box(), box()];
    other.mount('earnings-card', c);
    instance.mount('earnings-card', b);
    await until(() => text(b).startsWith('props') && text(c).startsWith('props'));
    instance.mount('earnings-card', a, { accept: true } as never);
    await until(() => changes.length > 0);
    expect(changes).toEqual([{ type: 'opportunity_accepted', detail: { opportunityId: 4 } }]);
  });
});
