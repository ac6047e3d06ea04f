// @vitest-environment happy-dom
import { act, createElement as h, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { installFakePodspot } from '../js/testing/index';
import { EarningsCard, PodspotProvider, SpendTable } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const page = () =>
  h(
    StrictMode,
    null,
    h(PodspotProvider, { fetchToken: async () => 'token' }, [
      h(EarningsCard, { key: 1, id: 'card', style: { minHeight: 120 }, preset: 'last_7_days' }),
      h(SpendTable, { key: 2, 'data-testid': 'spend', onSelect: () => undefined }),
    ]),
  );
let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  vi.restoreAllMocks();
});

it('hydrates the server-rendered page with no warning, then mounts each widget into its server-rendered element', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  const card = container.querySelector('#card');
  const podspot = installFakePodspot();
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(recoverable).not.toHaveBeenCalled();
  expect(podspot.mounts.map((m) => m.name)).toEqual(['earnings-card', 'spend-table']);
  expect(podspot.mounts[0].target).toBe(card);
  podspot.uninstall();
});
