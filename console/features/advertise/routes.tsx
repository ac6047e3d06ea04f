import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { prepareAdvertiseInsights } from './insights-prepare';

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
  // The insights page's requests start with its chunks (render-as-you-fetch, console/lib/insights-visit.ts).
  {
    path: paths.advertiseInsights,
    lazy: () => (
      prepareAdvertiseInsights(),
      import('./insights/insights-page').then((m) => ({ Component: m.AdvertiseInsightsPage }))
    ),
  },
];
