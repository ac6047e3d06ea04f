import { preloadLineChart } from '@sdk/ui/line-chart';
import { paths } from '../../../lib/paths';
import { startRouteCalls } from '../../../lib/route-start';
import { openAdvertiseInsights } from './insights-open';

/**
 * /advertise/insights' first calls: a store opened from the address, as the page opens its own, is started on the
 * client that keeps the answers, so the page's store (on `routeClient`) takes them and no query is written twice. Then
 * the chart's code: the browser sends requests in the order they are made.
 */
export const startCalls = () =>
  startRouteCalls(paths.advertiseInsights, (client) => {
    openAdvertiseInsights(window.location.search, client).getState().start();
    preloadLineChart();
  });
