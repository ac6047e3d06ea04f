import { getOpportunities } from '@sdk/api/opportunities';
import { getPodspots } from '@sdk/api/podspots';
import { getPublisherEarnings } from '@sdk/api/reports';
import { presetRange } from '@sdk/core/date-presets';
import { api } from '../../lib/api';
import { withPrefetch } from '../../lib/prefetch';
import { podcastFilter } from '../../lib/podcast-filter';
import { onSignOut, session } from '../../lib/session';
import { dashboardCampaignQueries } from './dashboard/dashboard-store';
import { dashboardInboxQuery } from './dashboard/dashboard-opportunities';
import { choiceQuery, FIRST_CHOICE } from './opportunities/opportunities-choice';

/*
 * Render-as-you-fetch for the Earn dashboard and opportunities pages (as the insights pages do): their first calls
 * start when the route matches, while the page's code still loads, instead of after its first render and effects
 * (≈ 150–200 ms later on scenario `large`). The pages make the same calls through `earnApi` and take these answers.
 */
const prefetch = withPrefetch(api);
/** The client of the Earn pages' stores and widgets. */
export const earnApi = prefetch.client;
onSignOut(prefetch.clear);

const PREFETCHES = {
  dashboard: () => {
    const podcastId = podcastFilter.getState().selected;
    const client = prefetch.prefetching;
    void getPublisherEarnings(client, { ...presetRange('last_30_days', new Date()), podcastId }).catch(() => {});
    void getOpportunities(client, dashboardInboxQuery(podcastId)).catch(() => {});
    for (const query of dashboardCampaignQueries(podcastId)) void getPodspots(client, false, query).catch(() => {});
  },
  opportunities: () => void getOpportunities(prefetch.prefetching, choiceQuery(FIRST_CHOICE)).catch(() => {}),
};

/** Starts a page's first calls, for publishers who finished onboarding (others are sent elsewhere by the guard). */
export function prefetchEarnPage(page: keyof typeof PREFETCHES): void {
  const user = session.getState().user;
  if (user?.onboarding.completed && user.role.includes('publisher')) PREFETCHES[page]();
}
