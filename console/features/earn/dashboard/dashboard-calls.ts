import { getOpportunities } from '@sdk/api/opportunities';
import { getPodspots } from '@sdk/api/podspots';
import { getPublisherEarnings } from '@sdk/api/reports';
import { presetRange } from '@sdk/core/date-presets';
import { paths } from '../../../lib/paths';
import { podcastFilter } from '../../../lib/podcast-filter';
import { startRouteCalls } from '../../../lib/route-start';
import { dashboardInboxQuery } from './dashboard-opportunities';
import { dashboardCampaignQueries } from './dashboard-store';

/**
 * /earn's first calls, for the top bar's podcast, as the page's cards make them (their stores and widgets use
 * `routeClient`): the earnings card's figures, the inbox's first campaigns, the campaign counts and attention rows.
 */
export const startCalls = () =>
  startRouteCalls(paths.earn, (client) => {
    const podcastId = podcastFilter.getState().selected;
    return [
      getPublisherEarnings(client, { ...presetRange('last_30_days', new Date()), podcastId }),
      getOpportunities(client, dashboardInboxQuery(podcastId)),
      ...dashboardCampaignQueries(podcastId).map((query) => getPodspots(client, false, query)),
    ];
  });
