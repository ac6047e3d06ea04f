import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/**
 * The advertiser Advertise area, inside the shared frame. /advertise itself renders only for a publisher who is not
 * an advertiser (the guard sends everyone else on), so the promo page is what sits there.
 */
export const advertiseRoutes: RouteObject[] = [
  { path: paths.advertise, lazy: () => import('./promo-page').then((m) => ({ Component: m.AdvertisePromoPage })) },
  {
    path: paths.advertiseCampaigns,
    lazy: () => import('./campaigns-page').then((m) => ({ Component: m.AdvertiseCampaignsPage })),
  },
  // The page's first calls start as its route matches, from this area's chunk (console/lib/route-start.ts).
  {
    path: paths.advertiseInsights,
    lazy: () => (
      void import('./insights/insights-calls').then(
        (m) => m.startCalls(),
        () => {}, // the page's chunk failed too: the router shows that
      ),
      import('./insights/insights-page').then((m) => ({ Component: m.AdvertiseInsightsPage }))
    ),
  },
];
