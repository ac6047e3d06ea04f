import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { withIdParams, type IdSelection } from '../lib/insights-query';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import type { InsightsState, InsightsStore, InsightsTypes } from '../lib/insights-store';
import { ConsoleWidgets } from '../lib/widget-environment';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { InsightsChartCard, type ChartSpec, type DailyReport } from './insights-chart-card';
import { InsightsFilters } from './insights-filters';
import { InsightsTableCard, type TableSpec } from './insights-table-card';
import { replaceSearch, useFiltersInAddressBar } from './use-filters-in-address-bar';

type PageTypes = InsightsTypes & { daily: DailyReport };

/** What an area gives its insights page; functions and objects here are module values (stable across renders). */
export type InsightsPageProps<T extends PageTypes> = {
  /** The page's own class, for the area's styles. */
  className: string;
  /** The first step of the breadcrumb trail (then 'Insights'). */
  area: Crumb;
  /**
   * The store of one visit, from the address; its first calls take the answers of those started when the route
   * matched (console/lib/route-start.ts).
   */
  open(search: string): InsightsStore<T>;
  /** The filters in the address bar, in the order they are added ('all' removes its parameter). */
  address(state: InsightsState<T>): Record<string, IdSelection>;
  /** Ties the store to state outside the page while the page shows; returns what unties it. */
  connect?(store: InsightsStore<T>): () => void;
  /** The podcast filter is the frame's top-bar podcast choice too (see `connect`): phones show only the top bar's. */
  podcastInTopBar?: boolean;
  chart: ChartSpec<T['tab'], T['daily']>;
  table: TableSpec<T>;
};

type ViewProps<T extends PageTypes> = { search: string; page: InsightsPageProps<T> };

function InsightsView<T extends PageTypes>({ search, page }: ViewProps<T>) {
  const { open, address, connect } = page;
  const [store] = useState(() => open(search));
  // Each part of the page reads its own slice: a sort or a tab change re-renders only what shows it.
  const daily = useStore(store, (s) => s.daily);
  const preset = useStore(store, (s) => s.preset);
  const tab = useStore(store, (s) => s.tab);
  const { setTab, reloadDaily } = store.getState();
  const { toasts, show, dismiss } = useToasts();
  useFiltersInAddressBar(store, address);
  useEffect(() => connect?.(store), [store, connect]);
  useEffect(() => {
    store.getState().start();
    // The address shows the filters in force from the start: an unknown id is dropped, and a page may start from a
    // choice made elsewhere (Earn: the top bar's podcast).
    const normal = withIdParams(window.location.search, address(store.getState()));
    if (normal !== window.location.search) replaceSearch(normal);
  }, [store, address]);

  return (
    <div className={`page ${page.className}`}>
      <Breadcrumbs trail={[page.area, { label: 'Insights' }]} />
      <h1 className="page__title">Insights</h1>
      <InsightsFilters store={store} podcastInTopBar={page.podcastInTopBar} />
      <InsightsChartCard {...page.chart} daily={daily} preset={preset} tab={tab} onTab={setTab} onRetry={reloadDaily} />
      <InsightsTableCard store={store} {...page.table} onExportError={(message) => show(message, { tone: 'error' })} />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/**
 * An insights page: filters, the daily chart and the podcasts table. Each arrival (a link, the side menu, Back) starts
 * from the address it lands on; leaving drops the state.
 */
export function InsightsPage<T extends PageTypes>(props: InsightsPageProps<T>) {
  const location = useLocation();
  return (
    <ConsoleWidgets>
      <InsightsView key={location.key} search={location.search} page={props} />
    </ConsoleWidgets>
  );
}
