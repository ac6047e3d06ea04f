import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Pages of this area inside the shared frame (the guard sends /billing to the side of the user's role). */
export const billingRoutes: RouteObject[] = [
  { path: paths.billingEarnings, lazy: () => import('./earnings-page').then((m) => ({ Component: m.EarningsPage })) },
  {
    path: paths.billingAdvertising,
    lazy: () => import('./advertising-page').then((m) => ({ Component: m.AdvertisingPage })),
  },
];
