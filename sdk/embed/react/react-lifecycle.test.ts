// @vitest-environment happy-dom
// Per-component lifecycle callbacks, usePodspot, and a component outside its provider (on the repository's React 19).
import { act, createElement as h, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PodspotInstance } from '../js/index';
import { installFakePodspot, type FakePodspot } from '../js/testing/index';
import { EarningsCard, PodspotProvider, SpendTable, usePodspot } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  vi.restoreAllMocks();
});
const render = (node: ReactNode) => act(async () => root.render(node));
const provider = (children: ReactNode) => h(PodspotProvider, { fetchToken: async () => 'token' }, children);

describe('lifecycle callbacks per component', () => {
  it("call each component's own onLoaderStart, onReady and onLoadError, and never reach the widget as props", async () => {
    const card = { onLoaderStart: vi.fn(), onReady: vi.fn(), onLoadError: vi.fn() };
    const table = { onReady: vi.fn() };
    await render(
      h(
        StrictMode,
        null,
        provider([h(EarningsCard, { key: 1, id: 'card', ...card }), h(SpendTable, { key: 2, ...table })]),
      ),
    );
    podspot.emit('loaderstart', { widget: 'earnings-card', id: 'card' });
    podspot.emit('loaderror', { widget: 'earnings-card', id: 'card', reason: 'auth', message: 'no token' });
    podspot.emit('ready', { widget: 'spend-table' });
    expect(card.onLoaderStart).toHaveBeenCalledWith({ widget: 'earnings-card', id: 'card' });
    expect(card.onLoadError).toHaveBeenCalledWith({
      widget: 'earnings-card',
      id: 'card',
      reason: 'auth',
      message: 'no token',
    });
    expect(card.onReady).not.toHaveBeenCalled();
    expect(table.onReady).toHaveBeenCalledWith({ widget: 'spend-table' });
    expect(podspot.mounts.map((m) => Object.keys(m.props))).toEqual([[], []]);
  });
});

describe('usePodspot', () => {
  it('gives the provider’s instance, and null outside one', async () => {
    const seen: (PodspotInstance | null)[] = [];
    function Probe() {
      seen.push(usePodspot());
      return null;
    }
    await render(provider(h(Probe)));
    expect(seen.at(-1)).not.toBeNull();
    expect(typeof seen.at(-1)!.on).toBe('function');
    await render(h(Probe));
    expect(seen.at(-1)).toBeNull();
  });
});

describe('a component outside its provider', () => {
  it('renders nothing, mounts nothing, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render(h(StrictMode, null, [h(EarningsCard, { key: 1 }), h(EarningsCard, { key: 2 })]));
    expect(container.innerHTML).toBe('');
    expect(podspot.mounts).toEqual([]);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[Podspot] <EarningsCard> is outside a <PodspotProvider>, so it renders nothing: wrap your widgets in one <PodspotProvider fetchToken={…}>. See sdk/README.md#component-outside-its-provider',
    ]);
  });
});
