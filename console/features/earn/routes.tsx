import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { prepareEarnInsights } from './insights-prepare';

/** Starts a page's first calls with its chunks (earn-prefetch.ts, in this area's chunk: nothing added to the entry). */
const prefetch = (page: 'dashboard' | 'opportunities') =>
  void import('./earn-prefetch').then(
    (m) => m.prefetchEarnPage(page),
    () => {},
  );

/** The publisher Earn area, inside the shared frame; each page loads as its own chunk. */
export const earnRoutes: RouteObject[] = [
  {
    path: paths.earn,
    lazy: () => (prefetch('dashboard'), import('./earn-dashboard').then((m) => ({ Component: m.EarnDashboard }))),
  },
  {
    path: paths.opportunities,
    lazy: () => (
      prefetch('opportunities'),
      import('./opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }))
    ),
  },
  {
    path: paths.notInterested,
    lazy: () => import('./not-interested-page').then((m) => ({ Component: m.NotInterestedPage })),
  },
  { path: paths.campaigns, lazy: () => import('./campaigns-page').then((m) => ({ Component: m.CampaignsPage })) },
  { path: paths.archived, lazy: () => import('./archived-page').then((m) => ({ Component: m.ArchivedPage })) },
  // The insights page's requests start with its chunks (render-as-you-fetch, console/lib/insights-visit.ts).
  {
    path: paths.earnInsights,
    lazy: () => (
      prepareEarnInsights(),
      import('./insights/insights-page').then((m) => ({ Component: m.EarnInsightsPage }))
    ),
  },
];
