import { createBrowserRouter, Link } from 'react-router-dom';
import { advertiseRoutes } from '../features/advertise/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { earnRoutes } from '../features/earn/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { settingsRoutes } from '../features/settings/routes';
import { Frame } from './frame';
import { GuardedOutlet } from './guarded-outlet';

function NotFound() {
  return (
    <section className="empty-state">
      <h1>Page not found</h1>
      <p className="ps-muted">There is nothing at this address. <Link to="/">Go to your dashboard</Link>.</p>
    </section>
  );
}

/** Every route passes the guard; each feature area lists its own routes and loads as its own chunk. */
export const router = createBrowserRouter([
  {
    element: <GuardedOutlet />,
    children: [
      ...authRoutes,
      ...onboardingRoutes,
      {
        element: <Frame />,
        children: [...earnRoutes, ...advertiseRoutes, ...settingsRoutes, ...billingRoutes, { path: '*', Component: NotFound }],
      },
    ],
  },
]);
