import { adoptStyles } from '@sdk/ui/styles';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { paths } from '../../../lib/paths';
import { podcastFilter } from '../../../lib/podcast-filter';
import { InsightsPage } from '../../../ui/insights-page';
import earnCss from '../earn.css?raw';
import { openEarnInsights } from './insights-open';
import { INSIGHTS_CHART } from './insights-chart';
import type { EarnInsightsState, EarnInsightsStore } from './insights-store';
import { INSIGHTS_TABLE } from './insights-table';
import insightsCss from './insights.css?raw';

adoptStyles(document, inboxCss, earnCss, insightsCss);

/** The filters in the address bar ('all' removes its parameter): docs/behaviour/earn.md#filters. */
const addressParams = (s: EarnInsightsState) => ({ podcast_id: s.podcastId, advertiser_id: s.advertiserId });

/**
 * The page's podcast filter and the top bar's podcast selector (shown on every Earn page) are one choice: a change of
 * either is a change of both, so the two never disagree.
 */
function linkTopBarPodcast(store: EarnInsightsStore) {
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
}

const EARN = { label: 'Earn', to: paths.earn };

/** /earn/insights: each arrival starts from its address (podcast_id, advertiser_id); leaving drops the state. */
export function EarnInsightsPage() {
  return (
    <InsightsPage
      className="earn-insights"
      area={EARN}
      open={openEarnInsights}
      address={addressParams}
      connect={linkTopBarPodcast}
      podcastInTopBar
      chart={INSIGHTS_CHART}
      table={INSIGHTS_TABLE}
    />
  );
}
