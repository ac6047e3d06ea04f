import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Pages of this area inside the shared frame. */
export const settingsRoutes: RouteObject[] = [
  { path: paths.settings, lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })) },
];
