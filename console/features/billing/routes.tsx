import type { RouteObject } from 'react-router-dom';

/** Pages of this area inside the shared frame. */
export const billingRoutes: RouteObject[] = [];
