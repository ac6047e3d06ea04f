import { adoptStyles } from '@sdk/ui/styles';
import spendTableCss from '@sdk/widgets/spend-table/spend-table.css?raw';
import { paths } from '../../../lib/paths';
import { InsightsPage } from '../../../ui/insights-page';
import { openAdvertiseInsights } from './insights-open';
import { INSIGHTS_CHART } from './insights-chart';
import type { AdvertiseInsightsState } from './insights-store';
import { INSIGHTS_TABLE } from './insights-table';

adoptStyles(document, spendTableCss);

const addressParams = (s: AdvertiseInsightsState) => ({ advertiser_id: s.advertiserId, podcast_id: s.podcastId });

const ADVERTISE = { label: 'Advertise', to: paths.advertise };

/**
 * /advertise/insights. Each navigation to it (a 'View insights' button, the side menu) starts from the address it
 * lands on; the state is dropped on leaving.
 */
export function AdvertiseInsightsPage() {
  return (
    <InsightsPage
      className="adv-insights"
      area={ADVERTISE}
      open={openAdvertiseInsights}
      address={addressParams}
      chart={INSIGHTS_CHART}
      table={INSIGHTS_TABLE}
    />
  );
}
