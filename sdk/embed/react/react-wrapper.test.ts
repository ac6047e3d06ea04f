// @vitest-environment happy-dom
// The wrapper on the repository's React 19 (a .ts file, so the Preact widget project does not run it on Preact).
import { act, createElement as h, StrictMode, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetName } from '../js/index';
import { installFakePodspot, type FakeMount, type FakePodspot } from '../js/testing/index';
import { EarningsCard, OpportunitiesInbox, PodspotProvider, SpendTable, type PodspotProviderProps } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const fetchToken = async () => 'token';
let podspot: FakePodspot;
let root: Root;
let container: HTMLElement;
beforeEach(() => {
  podspot = installFakePodspot();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  podspot.uninstall();
  container.remove();
});
const provider = (children: ReactNode, props: Partial<PodspotProviderProps> = {}) =>
  h(PodspotProvider, { fetchToken, ...props }, children);
const render = (node: ReactNode) => act(async () => root.render(node));
/** The first mount of widget `name`, typed as that widget's. */
const mountOf = <N extends WidgetName>(name: N) => podspot.mounts.find((m): m is FakeMount<N> => m.name === name)!;

describe('the React wrapper under StrictMode', () => {
  it('runs init once and mounts each widget once, into its own element', async () => {
    await render(h(StrictMode, null, provider([h(EarningsCard, { key: 1 }), h(SpendTable, { key: 2 })])));
    expect(podspot.inits).toHaveLength(1);
    expect(podspot.mounts.map((m) => [m.name, m.unmounted])).toEqual([
      ['earnings-card', false],
      ['spend-table', false],
    ]);
    expect(podspot.mounts[0].target).toBe(container.querySelector('[data-podspot-widget="earnings-card"]'));
  });

  it('adds the script once when the SDK is not in the page yet', async () => {
    podspot.uninstall();
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLScriptElement);
      return node;
    });
    await render(h(StrictMode, null, provider(h(EarningsCard), { scriptSrc: 'https://podspot.test/sdk/podspot.js' })));
    expect(added.map((s) => s.src)).toEqual(['https://podspot.test/sdk/podspot.js']);
    podspot = installFakePodspot(); // what the loader script defines
    await act(async () => added[0].onload?.(new Event('load')));
    expect(podspot.inits).toHaveLength(1);
    expect(podspot.mounts).toHaveLength(1);
    vi.restoreAllMocks();
  });
});

describe('widget props', () => {
  it('always calls the latest callback, with no update and no remount', async () => {
    const seen: string[] = [];
    function Host() {
      const [count, setCount] = useState(0);
      return h('div', null, [
        h('button', { key: 'b', onClick: () => setCount((c) => c + 1) }),
        h(SpendTable, { key: 's', onSelect: (id) => seen.push(`${count}:${id}`) }),
      ]);
    }
    await render(h(StrictMode, null, provider(h(Host))));
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    await act(async () => button.click());
    mountOf('spend-table').props.onSelect!(12);
    expect(seen).toEqual(['2:12']);
    expect(podspot.mounts).toHaveLength(1);
    expect(podspot.mounts[0].updates).toEqual([]);
  });

  it('sends changed props through update, only the keys that changed', async () => {
    const card = (props: object) => provider(h(EarningsCard, { preset: 'last_7_days', href: '/insights', ...props }));
    await render(card({}));
    await render(card({}));
    await render(card({ preset: 'last_90_days' }));
    await render(card({ preset: 'last_90_days', href: undefined }));
    expect(podspot.mounts).toHaveLength(1);
    expect(podspot.mounts[0].updates).toEqual([{ preset: 'last_90_days' }, { href: undefined }]);
  });

  it('passes a callback given after mount, and its removal', async () => {
    const onViewChange = vi.fn();
    await render(provider(h(OpportunitiesInbox, {})));
    await render(provider(h(OpportunitiesInbox, { onViewChange })));
    mountOf('opportunities-inbox').updates[0].onViewChange!('not-interested');
    expect(onViewChange).toHaveBeenCalledWith('not-interested');
    await render(provider(h(OpportunitiesInbox, {})));
    const [, removed] = podspot.mounts[0].updates;
    expect(removed).toEqual({ onViewChange: undefined });
  });

  it('gives id, className, style, data-* and aria-* to the wrapping element, not to the widget', async () => {
    await render(
      provider(
        h(EarningsCard, {
          id: 'card',
          className: 'tile',
          style: { minHeight: 200 },
          'data-testid': 'earnings',
          'aria-label': 'Earnings',
          preset: 'all_time',
        }),
      ),
    );
    const element = container.querySelector('#card') as HTMLElement;
    expect(element.className).toBe('tile');
    expect(element.style.minHeight).toBe('200px');
    expect(element.dataset.testid).toBe('earnings');
    expect(element.getAttribute('aria-label')).toBe('Earnings');
    expect(element.dataset.podspotWidget).toBe('earnings-card');
    expect(podspot.mounts[0]).toMatchObject({ target: element, props: { preset: 'all_time' } });
    expect(Object.keys(podspot.mounts[0].props)).toEqual(['preset']);
  });

  it('unmounts the widget when the component goes, and destroys the instance with the provider', async () => {
    await render(provider([h(EarningsCard, { key: 1 }), h(SpendTable, { key: 2 })]));
    await render(provider([h(EarningsCard, { key: 1 })]));
    expect(podspot.mounts.map((m) => m.unmounted)).toEqual([false, true]);
    await render(null);
    expect(podspot.mounts.map((m) => m.unmounted)).toEqual([true, true]);
  });
});

describe('the provider', () => {
  it('applies appearance and locale changes, ignoring a new but equal appearance object', async () => {
    const settings: unknown[] = [];
    const init = window.Podspot!.init;
    window.Podspot!.init = (options) => {
      const instance = init(options);
      instance.update = (next) => void settings.push(next);
      return instance;
    };
    const page = (colorPrimary: string, locale = 'en-US') =>
      provider(h(EarningsCard), { appearance: { colorPrimary }, locale });
    await render(page('#0a7c4a'));
    expect(podspot.inits[0]).toMatchObject({ appearance: { colorPrimary: '#0a7c4a' }, locale: 'en-US' });
    await render(page('#0a7c4a'));
    await render(page('#111111'));
    await render(page('#111111', 'de-DE'));
    expect(settings).toEqual([
      { appearance: { colorPrimary: '#111111' }, locale: 'en-US' },
      { appearance: { colorPrimary: '#111111' }, locale: 'de-DE' },
    ]);
  });

  it('creates no instance when it unmounts while the script loads', async () => {
    podspot.uninstall();
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLScriptElement);
      return node;
    });
    await render(provider(h(EarningsCard), { scriptSrc: 'https://podspot.test/sdk/podspot.js' }));
    await render(null);
    podspot = installFakePodspot();
    await act(async () => added[0].onload?.(new Event('load')));
    expect(podspot.inits).toEqual([]);
    vi.restoreAllMocks();
  });

  it('calls the latest fetchToken and onEvent without creating a new instance', async () => {
    const first = vi.fn();
    const second = vi.fn();
    await render(provider(h(EarningsCard), { onEvent: first, fetchToken: async () => 'one' }));
    await render(provider(h(EarningsCard), { onEvent: second, fetchToken: async () => 'two' }));
    podspot.emit('ready', { widget: 'earnings-card' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'ready', detail: { widget: 'earnings-card' } });
    expect(await podspot.inits[0].fetchToken()).toBe('two');
    expect(podspot.inits).toHaveLength(1);
  });

  it('reports a script that cannot load through onEvent, without throwing into the page', async () => {
    podspot.uninstall();
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLScriptElement);
      return node;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onEvent = vi.fn();
    await render(provider(h(EarningsCard), { scriptSrc: 'https://down.test/podspot.js', onEvent }));
    await act(async () => added[0].onerror?.(new Event('error')));
    expect(onEvent).toHaveBeenCalledWith({
      type: 'error',
      detail: { message: expect.stringContaining('https://down.test/podspot.js could not be loaded') },
    });
    vi.restoreAllMocks();
    podspot = installFakePodspot();
  });
});
