import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWidgetEnvironment } from '../ui/widget-context';
import type { WidgetModule } from './contract';
import { createInit } from './loader/instance';
import type { PodspotEvent } from './public-types';
import { createMounter } from './runtime/mount';
import { fakeJwt } from '../test/fake-jwt';

const [T1, STALE, FRESH, NEVER_GOOD] = ['t1', 'stale', 'fresh', 'never-good'].map(fakeJwt);

/** A tiny widget: loads /user with the instance's client and shows the name. */
function Probe({ greeting = 'Hello', crash = false }: { greeting?: string; crash?: boolean }) {
  const { client, emit } = useWidgetEnvironment();
  const [text, setText] = useState('loading');
  if (crash) throw new Error('probe crashed');
  useEffect(() => {
    client.get<{ first_name: string }>('/user').then(
      (u) => {
        setText(`${greeting}, ${u.first_name}`);
        emit('ready', { widget: 'earnings-card' });
      },
      (e) => setText(`failed ${e.status}`),
    );
  }, [client, emit, greeting]);
  return <p className="probe">{text}</p>;
}

const probeModule: WidgetModule = createMounter('earnings-card', Probe, ['.probe { color: rgb(1, 2, 3); }'], {
  greeting: { type: 'string' },
  crash: { type: 'boolean' },
});
/** Waits until `check` holds: retried on vitest's interval, failing after two seconds. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });

/** fetch answers /user with 200 for `good` tokens, 401 otherwise. */
function serveUser(goodTokens: string[]) {
  const seen: string[] = [];
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    if (String(url).endsWith('/user')) seen.push(auth); // not the earnings card's early first call (tested below)
    const ok = goodTokens.some((t) => auth === `Bearer ${t}`);
    return new Response(JSON.stringify(ok ? { first_name: 'Ada' } : { detail: { error: 'expired' } }), {
      status: ok ? 200 : 401,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return seen;
}

const created: { destroy(): void }[] = [];
const newInit = () => {
  const init = createInit('http://podspot.test/sdk/', async () => probeModule);
  return (options: Parameters<typeof init>[0]) => {
    const instance = init(options);
    created.push(instance);
    return instance;
  };
};

const setup = (fetchToken: () => Promise<string>, onEvent?: (e: PodspotEvent) => void) => {
  const init = newInit();
  const target = document.createElement('div');
  target.id = 'slot';
  document.body.appendChild(target);
  return { podspot: init({ fetchToken, apiBase: 'http://podspot.test/api', onEvent }), target };
};

afterEach(() => {
  created.splice(0).forEach((instance) => instance.destroy());
  document.body.innerHTML = '';
});

describe('init and mount arguments', () => {
  const init = createInit('http://podspot.test/sdk/', async () => probeModule);
  it.each([
    [undefined, '`fetchToken` must be a function returning a promise of an embed token.'],
    [{}, '`fetchToken` must be a function'],
    [{ fetchToken: async () => 't', apiBase: '/api' }, '`apiBase` must be an absolute http(s) URL'],
  ])('rejects %j', (options, message) => {
    expect(() => init(options as never)).toThrow(message);
  });

  it('under `strict`, throws for an unknown widget and a missing target', () => {
    const podspot = init({ fetchToken: async () => 't', strict: true });
    expect(() => podspot.mount('nope' as never, document.body)).toThrow('unknown widget "nope"');
    expect(() => podspot.mount('earnings-card', '#missing')).toThrow('no element matches "#missing"');
  });
});

describe('mounting', () => {
  it('renders in an open shadow root, styles it, updates, and emits ready three ways', async () => {
    serveUser([T1]);
    const events: string[] = [];
    const { podspot, target } = setup(
      async () => T1,
      (e) => events.push(`onEvent:${e.type}`),
    );
    podspot.on('ready', () => events.push('on:ready'));
    target.addEventListener('podspot:ready', () => events.push('dom:ready'));
    const handle = podspot.mount('earnings-card', target, { greeting: 'Hi' } as never);
    await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'Hi, Ada');
    expect(target.children).toHaveLength(0); // nothing in the light DOM
    expect(events).toEqual(['onEvent:loaderstart', 'onEvent:ready', 'on:ready', 'dom:ready']);
    handle.update({ greeting: 'Hey' } as never);
    await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'Hey, Ada');
    handle.unmount();
    expect(target.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('leaves nothing behind after mounting and unmounting in a loop', async () => {
    serveUser([T1]);
    const { podspot, target } = setup(async () => T1);
    const addSpy = vi.spyOn(document, 'addEventListener');
    const removeSpy = vi.spyOn(document, 'removeEventListener');
    for (let i = 0; i < 10; i++) {
      const handle = podspot.mount('earnings-card', target);
      await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada');
      handle.unmount();
    }
    expect(target.shadowRoot?.childNodes).toHaveLength(0);
    expect(document.body.children).toHaveLength(1);
    expect(addSpy.mock.calls.length).toBe(removeSpy.mock.calls.length);
  });

  it('keeps a widget that throws inside the widget and reports it as an error event', async () => {
    serveUser([T1]);
    const events: PodspotEvent[] = [];
    const { podspot, target } = setup(
      async () => T1,
      (e) => events.push(e),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    podspot.mount('earnings-card', target, { crash: true } as never);
    await until(() => Boolean(target.shadowRoot?.querySelector('[role="alert"]')));
    expect(target.shadowRoot?.textContent).toContain('This part of Podspot stopped working.');
    const detail = { widget: 'earnings-card', id: 'slot', message: 'probe crashed' };
    expect(events).toContainEqual({ type: 'error', detail });
    // It never showed its content: a load error too (its code failed).
    expect(events).toContainEqual({ type: 'loaderror', detail: { ...detail, reason: 'chunk' } });
    errors.mockRestore();
  });

  it.each([
    ['chunk', "the widget's own code"],
    ['script', 'the runtime every widget shares'],
  ] as const)(
    'when %s (%s) cannot load, mount emits loaderstart at once, then loaderror with that reason, to the callback too',
    async (reason, _part) => {
      const events: PodspotEvent[] = [];
      const init = createInit('http://podspot.test/sdk/', () => Promise.reject(reason));
      const target = document.body.appendChild(document.createElement('div'));
      target.id = 'slot';
      const podspot = init({
        fetchToken: async () => T1,
        apiBase: 'http://podspot.test/api',
        onEvent: (e) => events.push(e),
      });
      created.push(podspot);
      const onLoaderStart = vi.fn();
      const onLoadError = vi.fn();
      const handle = podspot.mount('earnings-card', target, { onLoaderStart, onLoadError });
      expect(typeof handle.unmount).toBe('function');
      // Before the chunk has had a chance to arrive: the widget's loading started with mount().
      expect(events).toEqual([{ type: 'loaderstart', detail: { widget: 'earnings-card', id: 'slot' } }]);
      expect(onLoaderStart).toHaveBeenCalledWith({ widget: 'earnings-card', id: 'slot' });
      expect(performance.getEntriesByName('podspot:earnings-card:start', 'mark').length).toBeGreaterThan(0);
      await until(() => events.length > 1);
      const detail = {
        widget: 'earnings-card',
        id: 'slot',
        reason,
        message: "Podspot could not load the earnings-card widget. Check the network and the page's CSP.",
      };
      expect(events.slice(1)).toEqual([{ type: 'loaderror', detail }]);
      expect(onLoadError).toHaveBeenCalledWith(detail);
      expect(target.shadowRoot?.textContent).toContain('This part of Podspot could not load.');
      handle.unmount();
    },
  );

  it('a target that cannot hold a shadow root: mount returns a handle, the failure is an error event', async () => {
    const events: PodspotEvent[] = [];
    const { podspot } = setup(
      async () => T1,
      (e) => events.push(e),
    );
    const target = document.body.appendChild(document.createElement('div'));
    target.attachShadow({ mode: 'closed' }); // the host's own, closed: Podspot cannot render into it
    const handle = podspot.mount('earnings-card', target);
    await until(() => events.some((e) => e.type === 'error'));
    expect(events.find((e) => e.type === 'error')?.detail).toMatchObject({ widget: 'earnings-card' });
    handle.update({});
    handle.unmount();
  });
});

describe('tokens', () => {
  it('fetches a token before the first call and once more after a 401', async () => {
    const seen = serveUser([FRESH]);
    const tokens = [STALE, FRESH];
    const fetchToken = vi.fn(async () => tokens.shift()!);
    const { podspot, target } = setup(fetchToken);
    podspot.mount('earnings-card', target);
    await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
  });

  it("starts the widget's first call as it mounts, beside its code, with the same early token", async () => {
    serveUser([T1]);
    const fetchToken = vi.fn(async () => T1);
    const { podspot, target } = setup(fetchToken);
    podspot.mount('earnings-card', target, { preset: 'all_time' });
    await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada');
    const calls = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url, init]) => `${url} ${new Headers(init?.headers).get('authorization')}`);
    expect(calls[0]).toMatch(
      /^http:\/\/podspot\.test\/api\/earn\/publisher\/earnings\?end_date=\d{4}-\d\d-\d\d&start_date=2020-01-01 Bearer /,
    );
    expect(calls[0]!.endsWith(` Bearer ${T1}`)).toBe(true);
    expect(calls.slice(1)).toEqual([`http://podspot.test/api/user Bearer ${T1}`]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes once for many widgets that get a 401 at the same time', async () => {
    serveUser([FRESH]);
    let calls = 0;
    const fetchToken = vi.fn(async () => (++calls === 1 ? STALE : FRESH));
    const { podspot, target } = setup(fetchToken);
    const second = document.createElement('div');
    document.body.appendChild(second);
    podspot.mount('earnings-card', target);
    podspot.mount('earnings-card', second);
    await until(
      () =>
        second.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada' &&
        target.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada',
    );
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('gives up after one refresh: the call fails with 401', async () => {
    serveUser([]);
    const fetchToken = vi.fn(async () => NEVER_GOOD);
    const { podspot, target } = setup(fetchToken);
    podspot.mount('earnings-card', target);
    await until(() => target.shadowRoot?.querySelector('.probe')?.textContent === 'failed 401');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('refuses a token that is no JWT once, before any request, with one console line', async () => {
    serveUser(['token-from-my-backend']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchToken = vi.fn(async () => 'token-from-my-backend');
    const { podspot, target } = setup(fetchToken);
    const second = document.createElement('div');
    document.body.appendChild(second);
    podspot.mount('earnings-card', target, { preset: 'all_time' });
    podspot.mount('earnings-card', second);
    await until(
      () =>
        target.shadowRoot?.querySelector('.probe')?.textContent === 'failed 401' &&
        second.shadowRoot?.querySelector('.probe')?.textContent === 'failed 401',
    );
    // The second widget may ask the host again (a failed token is not kept); the API never hears of either.
    expect(globalThis.fetch).not.toHaveBeenCalled();
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('fetchToken'));
    expect(lines).toEqual([expect.stringMatching(/resolved "token-from-my-backend", which is not an embed token/)]);
  });
});

describe('custom elements', () => {
  it('mount once init runs, even when already in the page, and unmount on removal', async () => {
    serveUser([T1]);
    const init = newInit();
    const element = document.createElement('podspot-earnings-card');
    element.setAttribute('greeting', 'x'); // not an observed attribute: ignored
    document.body.appendChild(element);
    init({ fetchToken: async () => T1, apiBase: 'http://podspot.test/api' });
    await until(() => element.shadowRoot?.querySelector('.probe')?.textContent === 'Hello, Ada');
    element.remove();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });
});
