import type { RouteObject } from 'react-router-dom';

/** The full-screen onboarding overlay (no frame). */
export const onboardingRoutes: RouteObject[] = [];
