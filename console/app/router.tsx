import { Component, type ComponentType, type ReactNode } from 'react';
import { Link, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { advertiseRoutes } from '../features/advertise/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { earnRoutes } from '../features/earn/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { settingsRoutes } from '../features/settings/routes';
import { usePageTitle } from '../ui/page-title';
import { GuardedOutlet } from './guarded-outlet';
import { Frame, preloadFrame } from './lazy-frame';
import { preloadable } from './preloadable';

/*
 * Declarative routing (<BrowserRouter> + useRoutes, set up in main.tsx) instead of createBrowserRouter: the console
 * uses no loaders, actions or fetchers, and leaving react-router's data router out of the first download saves
 * ≈ 17 KB gzip on every route (the /login budget in docs/performance.md). Feature areas still list their routes with
 * `lazy` (the data router's form); lazyElements turns those into React.lazy pages. BrowserRouter applies navigations
 * in a transition, so, as with the data router, the current page stays on screen while the next one's chunk loads.
 */

function NotFound() {
  usePageTitle('Page not found');
  return (
    <section className="empty-state">
      <h1>Page not found</h1>
      <p className="ps-muted">
        There is nothing at this address. <Link to="/">Go to your dashboard</Link>.
      </p>
    </section>
  );
}

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;
/** Each route's own loader, called as soon as a location matches it (see AppRoutes and preloadRoute). */
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();
const withPreload = (route: RouteObject, load: () => Promise<unknown>): RouteObject => {
  preloads.set(route, load);
  return route;
};

/** Routes written with `lazy: () => import(…).then((m) => ({ Component }))` as preloadable pages. */
const lazyElements = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    if (typeof route.lazy !== 'function')
      return route.children ? { ...route, children: lazyElements(route.children) } : route;
    const load = route.lazy as LazyRoute;
    const page = preloadable(async () => (await load()).Component ?? NotFound);
    return withPreload({ path: route.path, element: <page.Component /> }, page.preload);
  });

/** Every route passes the guard; each feature area lists its own routes and loads as its own chunk. */
const routes: RouteObject[] = [
  {
    element: <GuardedOutlet />,
    children: [
      ...lazyElements(authRoutes),
      ...lazyElements(onboardingRoutes),
      withPreload(
        {
          element: <Frame />,
          children: [
            ...lazyElements([...earnRoutes, ...advertiseRoutes, ...settingsRoutes, ...billingRoutes]),
            { path: '*', Component: NotFound },
          ],
        },
        preloadFrame,
      ),
    ],
  },
];

/** Shown instead of a blank page when a page fails to render or its chunk cannot be loaded; cleared by navigating. */
type BoundaryProps = { pathname: string; children: ReactNode };
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="empty-state" role="alert">
        <h1>Something went wrong</h1>
        <p className="ps-muted">
          This page could not be shown. <a href={this.props.pathname}>Reload the page</a> or try again later.
        </p>
      </section>
    );
  }
}

/**
 * The console's routes. The chunks of every matched route (frame and page) start loading together, so a framed
 * page does not wait for the frame's chunk before asking for its own (import() loads each module once).
 */
/** Loads the chunks of every route matching `location` (frame and page); settles when they are in, or failed. */
export const preloadRoute = (location: { pathname: string }) =>
  Promise.allSettled((matchRoutes(routes, location) ?? []).map((match) => preloads.get(match.route)?.()));

export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) preloads.get(match.route)?.();
  const element = useRoutes(routes, location);
  return <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>;
}
