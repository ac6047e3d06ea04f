import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

/** The advertiser Advertise area, inside the shared frame. */
export const advertiseRoutes: RouteObject[] = [
  { path: paths.advertiseCampaigns, lazy: () => import('./campaigns-page').then((m) => ({ Component: m.AdvertiseCampaignsPage })) },
];
