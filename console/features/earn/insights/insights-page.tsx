import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { withIdParams } from '@sdk/core/insights-query';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { paths } from '../../../lib/paths';
import { podcastFilter } from '../../../lib/podcast-filter';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { replaceSearch, useFiltersInAddressBar } from '../../../ui/use-filters-in-address-bar';
import earnCss from '../earn.css?raw';
import { InsightsChart } from './insights-chart';
import { InsightsFilters } from './insights-filters';
import { openEarnInsights } from '../insights-open';
import { earnInsightsVisit } from '../insights-prepare';
import type { EarnInsightsState, EarnInsightsStore } from './insights-store';
import { InsightsTable } from './insights-table';

adoptStyles(document, inboxCss, earnCss);

/** Spec §2: the filters in the address bar ('all' removes its parameter). */
const addressParams = (s: EarnInsightsState) => ({ podcast_id: s.podcastId, advertiser_id: s.advertiserId });

/**
 * The page's podcast filter and the top bar's podcast selector (shown on every Earn page) are one choice: a change of
 * either is a change of both, so the two never disagree.
 */
function useTopBarPodcast(store: EarnInsightsStore) {
  useEffect(() => {
    podcastFilter.getState().select(store.getState().podcastId);
    const fromPage = store.subscribe((next, previous) => {
      if (next.podcastId !== previous.podcastId && podcastFilter.getState().selected !== next.podcastId)
        podcastFilter.getState().select(next.podcastId);
    });
    const fromTopBar = podcastFilter.subscribe((next, previous) => {
      if (next.selected !== previous.selected) store.getState().setPodcast(next.selected);
    });
    return () => {
      fromPage();
      fromTopBar();
    };
  }, [store]);
}

function InsightsView({ visit, search }: { visit: string; search: string }) {
  // The store the route prepared for this history entry (its requests already on the way), else a new one.
  const [store] = useState(() => earnInsightsVisit.take(visit, () => openEarnInsights(search)));
  // Each part of the page reads its own slice: a sort or a tab change re-renders only what shows it.
  const daily = useStore(store, (s) => s.daily);
  const preset = useStore(store, (s) => s.preset);
  const tab = useStore(store, (s) => s.tab);
  const { setTab, reloadDaily } = store.getState();
  const { toasts, show, dismiss } = useToasts();
  useFiltersInAddressBar(store, addressParams);
  useTopBarPodcast(store);
  useEffect(() => {
    store.getState().start();
    // The address shows the filters in force from the start (a podcast taken from the top bar included).
    const normal = withIdParams(window.location.search, addressParams(store.getState()));
    if (normal !== window.location.search) replaceSearch(normal);
    return () => earnInsightsVisit.release(visit);
  }, [store]);

  return (
    <div className="page earn-insights">
      <Breadcrumbs trail={[{ label: 'Earn', to: paths.earn }, { label: 'Insights' }]} />
      <h1 className="page__title">Insights</h1>
      <InsightsFilters store={store} />
      <InsightsChart daily={daily} preset={preset} tab={tab} onTab={setTab} onRetry={reloadDaily} />
      <InsightsTable store={store} onExportError={(message) => show(message, { tone: 'error' })} />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/** /earn/insights: each arrival starts from its address (podcast_id, advertiser_id); leaving drops the state. */
export function EarnInsightsPage() {
  const location = useLocation();
  return (
    <ConsoleWidgets>
      <InsightsView key={location.key} visit={location.key} search={location.search} />
    </ConsoleWidgets>
  );
}
