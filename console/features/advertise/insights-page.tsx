import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { parseIdParam } from '../../../sdk/core/insights-query';
import { adoptStyles } from '../../../sdk/ui/styles';
import { Toasts, useToasts } from '../../../sdk/ui/toasts';
import spendTableCss from '../../../sdk/widgets/spend-table/spend-table.css?raw';
import { paths } from '../../app/paths';
import { api } from '../../lib/api';
import { ConsoleWidgets } from '../../lib/widget-environment';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { useFiltersInAddressBar } from '../../ui/use-filters-in-address-bar';
import advertiseCss from './advertise.css?raw';
import { InsightsFilters } from './insights-filters';
import { createInsightsStore, type InsightsState } from './insights-store';
import { InsightsTable } from './insights-table';
import { SpendChart } from './spend-chart';

adoptStyles(document, advertiseCss, spendTableCss);

const addressParams = (s: InsightsState) => ({ advertiser_id: s.advertiserId, podcast_id: s.podcastId });

function InsightsView({ search }: { search: string }) {
  const [store] = useState(() => {
    const query = new URLSearchParams(search);
    return createInsightsStore(api, { advertiserId: parseIdParam(query.get('advertiser_id')), podcastId: parseIdParam(query.get('podcast_id')) });
  });
  const { spend, preset, tab, setTab, reload } = useStore(store);
  const { toasts, show, dismiss } = useToasts();
  useFiltersInAddressBar(store, addressParams);
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
