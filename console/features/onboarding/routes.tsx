import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The full-screen onboarding overlay (no frame). */
export const onboardingRoutes: RouteObject[] = [
  { path: paths.onboarding, lazy: () => import('./onboarding-page').then((m) => ({ Component: m.OnboardingPage })) },
];
