import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { parseIdParam, withIdParams } from '../../../sdk/core/insights-query';
import { adoptStyles } from '../../../sdk/ui/styles';
import { Toasts, useToasts } from '../../../sdk/ui/toasts';
import spendTableCss from '../../../sdk/widgets/spend-table/spend-table.css?raw';
import { paths } from '../../app/paths';
import { api } from '../../lib/api';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import advertiseCss from './advertise.css?raw';
import { InsightsFilters } from './insights-filters';
import { createInsightsStore, type InsightsStore } from './insights-store';
import { InsightsTable } from './insights-table';
import { SpendChart } from './spend-chart';

adoptStyles(document, advertiseCss, spendTableCss);

/**
 * Spec: the filters live in the address bar without navigation — history.replaceState, keeping the router's own
 * history state so Back and Forward still work — and 'all' removes its parameter.
 */
function useFiltersInAddressBar(store: InsightsStore) {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (next.podcastId === previous.podcastId && next.advertiserId === previous.advertiserId) return;
        const search = withIdParams(window.location.search, { advertiser_id: next.advertiserId, podcast_id: next.podcastId });
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
      }),
    [store],
  );
}

function InsightsView({ search }: { search: string }) {
  const [store] = useState(() => {
    const query = new URLSearchParams(search);
    return createInsightsStore(api, { advertiserId: parseIdParam(query.get('advertiser_id')), podcastId: parseIdParam(query.get('podcast_id')) });
  });
  const { spend, preset, tab, setTab, reload } = useStore(store);
  const { toasts, show, dismiss } = useToasts();
  useFiltersInAddressBar(store);
  useEffect(() => store.getState().start(), [store]);

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
      <InsightsView key={location.key} search={location.search} />
    </ConsoleWidgets>
  );
}
