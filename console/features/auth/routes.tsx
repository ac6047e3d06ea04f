import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

const login = () => import('./login-page').then((m) => ({ Component: m.LoginPage }));

/** Pages without the frame: sign-in, sign-up, recovery. */
export const authRoutes: RouteObject[] = [
  { path: '/', lazy: login },
  { path: paths.login, lazy: login },
];
