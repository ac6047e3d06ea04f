import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

const login = () => import('./login-page').then((m) => ({ Component: m.LoginPage }));
const signUp = (kind: 'publisher' | 'advertiser' | 'network' | 'invite') => () =>
  import('./signup-page').then((m) => ({ Component: () => <m.SignUpPage kind={kind} /> }));

/** Pages without the frame: sign-in, sign-up, recovery. */
export const authRoutes: RouteObject[] = [
  { path: '/', lazy: login },
  { path: paths.login, lazy: login },
  { path: paths.adminLogin, lazy: () => import('./admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
  {
    path: paths.forgotPassword,
    lazy: () => import('./forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: paths.resetPassword,
    lazy: () => import('./reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: paths.linkAccount,
    lazy: () => import('./link-account-page').then((m) => ({ Component: m.LinkAccountPage })),
  },
  { path: paths.publisherSignup, lazy: signUp('publisher') },
  { path: paths.advertiserSignup, lazy: signUp('advertiser') },
  { path: paths.networkSignup, lazy: signUp('network') },
  { path: paths.inviteSignup, lazy: signUp('invite') },
  {
    path: paths.applyInvite,
    lazy: () => import('./apply-invite-page').then((m) => ({ Component: m.ApplyInvitePage })),
  },
];
