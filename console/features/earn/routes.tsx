import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/**
 * Starts a page's first calls as its route matches, while the page's code loads (console/lib/route-start.ts). The
 * module that makes them is in this area's chunk, as the page is: nothing is added to the entry.
 */
const startCalls = (load: () => Promise<{ startCalls(): void }>) =>
  void load().then(
    (m) => m.startCalls(),
    () => {}, // the page's chunk failed too: the router shows that
  );

/** The publisher Earn area, inside the shared frame; each page loads as its own chunk. */
export const earnRoutes: RouteObject[] = [
  {
    path: paths.earn,
    lazy: () => (
      startCalls(() => import('./dashboard/dashboard-calls')),
      import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }))
    ),
  },
  {
    path: paths.opportunities,
    lazy: () => (
      startCalls(() => import('./opportunities/opportunities-calls')),
      import('./opportunities/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage }))
    ),
  },
  {
    path: paths.notInterested,
    lazy: () => import('./not-interested/not-interested-page').then((m) => ({ Component: m.NotInterestedPage })),
  },
  {
    path: paths.campaigns,
    lazy: () => import('./campaigns/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
  },
  { path: paths.archived, lazy: () => import('./archived/archived-page').then((m) => ({ Component: m.ArchivedPage })) },
  {
    path: paths.earnInsights,
    lazy: () => (
      startCalls(() => import('./insights/insights-calls')),
      import('./insights/insights-page').then((m) => ({ Component: m.EarnInsightsPage }))
    ),
  },
];
