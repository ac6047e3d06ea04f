import { useEffect } from 'react';
import type { StoreApi } from 'zustand';
import { withIdParams, type IdSelection } from '../lib/insights-query';

type IdFilters = { podcastId: IdSelection; advertiserId: IdSelection };

/** The address's query string replaced without navigation, keeping the router's own history state (Back still works). */
export function replaceSearch(search: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}

/**
 * The insights filters live in the address bar without navigation, and 'all' removes its parameter
 * (docs/behaviour/earn.md#filters, docs/behaviour/advertise.md#filters). `params` names the parameters (in the order
 * they are added); keep it stable (a module function).
 */
export function useFiltersInAddressBar<S extends IdFilters>(
  store: StoreApi<S>,
  params: (state: S) => Record<string, IdSelection>,
) {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (next.podcastId === previous.podcastId && next.advertiserId === previous.advertiserId) return;
        replaceSearch(withIdParams(window.location.search, params(next)));
      }),
    [store, params],
  );
}
