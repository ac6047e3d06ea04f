import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useWidgetEnvironment } from '../ui/widget-context';
import type { WidgetModule } from './contract';
import { createInit } from './loader/instance';
import type { PodspotEvent, PodspotInstance } from './public-types';
import { createMounter } from './runtime/mount';

// A mount that cannot be done never throws into the host's set-up script (docs/decisions/0038-mount-never-throws.md),
// and a widget whose element leaves the page stops: against the real loader and runtime, fetch faked.
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImVtYmVkIn0.c2lnbmF0dXJl';

/** Asks /user every 20 ms, as a widget that refreshes does; `ready` after the first answer. */
function Poller() {
  const { client, emit } = useWidgetEnvironment();
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    const ask = () =>
      client.get('/user').then(() => {
        setAnswers((n) => n + 1);
        emit('ready', {});
      });
    void ask();
    const timer = setInterval(ask, 20);
    return () => clearInterval(timer);
  }, [client, emit]);
  return <p>answers {answers}</p>;
}
const poller = createMounter('earnings-card', Poller, [], {});

let error: MockInstance<typeof console.error>;
let warn: MockInstance<typeof console.warn>;
const created: PodspotInstance[] = [];
const requests: string[] = [];
const events: PodspotEvent[] = [];
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
  events.length = 0;
  vi.restoreAllMocks();
});

const start = (options: { strict?: boolean } = {}, load: () => Promise<WidgetModule> = async () => poller) => {
  const instance = createInit(
    'http://podspot.test/sdk/',
    load,
  )({
    fetchToken: async () => JWT,
    apiBase: 'http://podspot.test/api',
    onEvent: (e) => events.push(e),
    ...options,
  });
  created.push(instance);
  return instance;
};
const box = (id: string) => {
  const element = document.body.appendChild(document.createElement('div'));
  element.id = id;
  return element;
};
const text = (element: Element) => element.shadowRoot?.textContent ?? '';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await wait(20);
  expect(check()).toBe(true);
};
const lines = () => error.mock.calls.map((call) => call.join(' '));

describe('a mount that cannot be done', () => {
  it.each([
    ['#missing', 'Podspot mount: no element matches "#missing" (yet)'],
    ['div[', 'Podspot mount: no element matches "div[" (yet)'],
  ])('%s: returns a handle that does nothing, says so in one line, and the next mount works', async (target, line) => {
    const instance = start();
    const handle = instance.mount('earnings-card', target);
    handle.update({ preset: 'this_month' });
    handle.unmount();
    expect(lines()).toEqual([line]);
    const element = box('slot');
    instance.mount('earnings-card', '#slot');
    await until(() => text(element).startsWith('answers 1'));
    expect(lines()).toHaveLength(1);
  });

  it('an unknown widget: one line naming it', () => {
    start().mount('earnings-cards' as never, box('slot'));
    expect(lines()).toEqual(['Podspot mount: unknown widget "earnings-cards"']);
  });

  it('after destroy(): refused with one line, nothing mounted, nothing asked of the API', async () => {
    const instance = start();
    instance.destroy();
    const element = box('slot');
    instance.mount('earnings-card', element);
    await wait(60);
    expect(lines()).toEqual(['Podspot mount: instance destroyed']);
    expect(element.shadowRoot).toBeNull();
    expect(requests).toEqual([]);
  });

  it('under `strict`, throws the same messages instead', () => {
    const instance = start({ strict: true });
    expect(() => instance.mount('earnings-card', 'div[')).toThrow('Podspot mount: no element matches "div[" (yet)');
    instance.destroy();
    expect(() => instance.mount('earnings-card', box('slot'))).toThrow('Podspot mount: instance destroyed');
    expect(lines()).toEqual([]);
  });
});

describe('a mount element the host takes out of the page', () => {
  it('unmounts its widget: its requests stop and the element is free again', async () => {
    const instance = start();
    const element = box('slot');
    instance.mount('earnings-card', element);
    await until(() => requests.length >= 3);
    element.remove();
    await wait(20);
    const asked = requests.length;
    await wait(120);
    expect(requests.length).toBe(asked);
    expect(text(element)).toBe('');
    document.body.append(element);
    instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('answers'));
    expect(lines()).toEqual([]);
  });

  it('moved within one task (out and back in), it stays mounted', async () => {
    const instance = start();
    const element = box('slot');
    const other = box('other');
    instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('answers'));
    other.append(element);
    await wait(60);
    expect(text(element)).toMatch(/^answers/);
  });

  it('taken out before the widget’s code arrived: not mounted, no ready, and the element is free again', async () => {
    let arrive = () => undefined as void;
    const code = new Promise<WidgetModule>((resolve) => (arrive = () => resolve(poller)));
    const instance = start({}, () => code);
    const element = box('slot');
    instance.mount('earnings-card', element);
    element.remove();
    arrive();
    await wait(100);
    expect(element.shadowRoot?.textContent ?? '').toBe('');
    expect(events.map((e) => e.type)).toEqual(['loaderstart']);
    expect(warn.mock.calls).toEqual([]);
    document.body.append(element);
    instance.mount('earnings-card', element);
    await until(() => text(element).startsWith('answers'));
  });
});
