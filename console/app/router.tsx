import { createBrowserRouter, Link } from 'react-router-dom';
import { Frame } from './frame';
import { GuardedOutlet } from './guarded-outlet';
import { paths } from './paths';

/** Each feature area is its own chunk, fetched on first visit. */
const login = () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage }));
const earnDashboard = () => import('../features/earn/earn-dashboard').then((m) => ({ Component: m.EarnDashboard }));
const advertiseCampaigns = () => import('../features/advertise/campaigns-page').then((m) => ({ Component: m.AdvertiseCampaignsPage }));

function NotFound() {
  return (
    <section className="empty-state">
      <h1>Page not found</h1>
      <p className="ps-muted">There is nothing at this address. <Link to="/">Go to your dashboard</Link>.</p>
    </section>
  );
}

export const router = createBrowserRouter([
  {
    element: <GuardedOutlet />,
    children: [
      { path: '/', lazy: login },
      { path: paths.login, lazy: login },
      {
        element: <Frame />,
        children: [
          { path: paths.earn, lazy: earnDashboard },
          { path: paths.advertiseCampaigns, lazy: advertiseCampaigns },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
]);
