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
  it("reach each component's own widget, and always call the latest function", async () => {
    const first = { onLoaderStart: vi.fn(), onReady: vi.fn(), onLoadError: vi.fn() };
    const latest = { onLoaderStart: vi.fn(), onReady: vi.fn(), onLoadError: vi.fn() };
    const table = { onReady: vi.fn() };
    const page = (card: typeof first) =>
      h(
        StrictMode,
        null,
        provider([h(EarningsCard, { key: 1, id: 'card', ...card }), h(SpendTable, { key: 2, ...table })]),
      );
    await render(page(first));
    await render(page(latest));
    const [card, spend] = podspot.mounts;
    card.props.onLoaderStart!({ widget: 'earnings-card', id: 'card' });
    card.props.onLoadError!({ widget: 'earnings-card', id: 'card', reason: 'auth', message: 'no token' });
    spend.props.onReady!({ widget: 'spend-table' });
    expect(latest.onLoaderStart).toHaveBeenCalledWith({ widget: 'earnings-card', id: 'card' });
    expect(latest.onLoadError).toHaveBeenCalledWith({
      widget: 'earnings-card',
      id: 'card',
      reason: 'auth',
      message: 'no token',
    });
    expect(latest.onReady).not.toHaveBeenCalled();
    expect(table.onReady).toHaveBeenCalledWith({ widget: 'spend-table' });
    expect(Object.values(first).every((f) => f.mock.calls.length === 0)).toBe(true);
    expect(podspot.mounts).toHaveLength(2);
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
      '[Podspot] <EarningsCard> is outside a <PodspotProvider> and renders nothing. See sdk/README.md#component-outside-its-provider',
    ]);
  });
});
