import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

/** The publisher Earn area, inside the shared frame. */
export const earnRoutes: RouteObject[] = [
  { path: paths.earn, lazy: () => import('./earn-dashboard').then((m) => ({ Component: m.EarnDashboard })) },
];
