import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A zustand store's whole state, re-rendering on each change. zustand's own `useStore` reads `React.useSyncExternalStore`
 * through a default import, which keeps every export of preact/compat in the widgets' runtime
 * (docs/decisions/0031-named-react-imports-in-widgets.md).
 */
export function useStore<State>(store: StoreApi<State>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState);
}
