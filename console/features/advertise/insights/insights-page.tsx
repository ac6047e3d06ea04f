import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { withIdParams } from '@sdk/core/insights-query';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import spendTableCss from '@sdk/widgets/spend-table/spend-table.css?raw';
import { paths } from '../../../lib/paths';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { replaceSearch, useFiltersInAddressBar } from '../../../ui/use-filters-in-address-bar';
import advertiseCss from '../advertise.css?raw';
import { InsightsFilters } from './insights-filters';
import { openAdvertiseInsights } from '../insights-open';
import { advertiseInsightsVisit } from '../insights-prepare';
import type { InsightsState } from './insights-store';
import { InsightsTable } from './insights-table';
import { SpendChart } from './insights-chart';

adoptStyles(document, advertiseCss, spendTableCss);

const addressParams = (s: InsightsState) => ({ advertiser_id: s.advertiserId, podcast_id: s.podcastId });

function InsightsView({ visit, search }: { visit: string; search: string }) {
  // The store the route prepared for this history entry (its requests already on the way), else a new one.
  const [store] = useState(() => advertiseInsightsVisit.take(visit, () => openAdvertiseInsights(search)));
  // Each part of the page reads its own slice: a sort or a tab change re-renders only what shows it.
  const spend = useStore(store, (s) => s.spend);
  const preset = useStore(store, (s) => s.preset);
  const tab = useStore(store, (s) => s.tab);
  const { setTab, reload } = store.getState();
  const { toasts, show, dismiss } = useToasts();
  useFiltersInAddressBar(store, addressParams);
  useEffect(() => {
    store.getState().start();
    // The address shows the filters in force from the start: a prepared store may have dropped an unknown id already.
    const normal = withIdParams(window.location.search, addressParams(store.getState()));
    if (normal !== window.location.search) replaceSearch(normal);
    return () => advertiseInsightsVisit.release(visit);
  }, [store]);

  return (
    <div className="page adv-insights">
      <Breadcrumbs trail={[{ label: 'Advertise', to: paths.advertise }, { label: 'Insights' }]} />
      <div className="adv-page__head">
        <h1 className="page__title">Insights</h1>
      </div>
      <InsightsFilters store={store} />
      <SpendChart spend={spend} preset={preset} tab={tab} onTab={setTab} onRetry={reload} />
      <InsightsTable store={store} onExportError={(message) => show(message, { tone: 'error' })} />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

/**
 * /advertise/insights. Each navigation to it (a 'View insights' button, the side menu) starts from the address it
 * lands on; the state is dropped on leaving.
 */
export function AdvertiseInsightsPage() {
  const location = useLocation();
  return (
    <ConsoleWidgets>
      <InsightsView key={location.key} visit={location.key} search={location.search} />
    </ConsoleWidgets>
  );
}
