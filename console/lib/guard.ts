import { paths } from './paths';

export type SessionUser = {
  role: string[];
  onboarding: { completed: boolean; current_state: string };
};

/** What the router does with a path: render it, send the user elsewhere, or show "Access denied". */
export type GuardDecision =
  { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'deny' } | { kind: 'promo' };

const PUBLIC_PATHS: string[] = [
  paths.login,
  '/',
  paths.adminLogin,
  paths.forgotPassword,
  paths.resetPassword,
  paths.publisherSignup,
  paths.advertiserSignup,
  paths.networkSignup,
  paths.applyInvite,
  paths.inviteSignup,
];

const has = (user: SessionUser, role: string) => user.role.includes(role);
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Where a signed-in user belongs: onboarding first, then the publisher area, then the advertiser area. */
export function homeOf(user: SessionUser): string {
  if (!user.onboarding.completed) return paths.onboarding;
  if (has(user, 'publisher')) return paths.earn;
  if (has(user, 'advertiser')) return paths.advertiseCampaigns;
  // An administrator without roles of their own works through the admin sign-in.
  return paths.adminLogin;
}

/**
 * Where sign-in leads: back to the link page a signed-out user was sent away from (its token kept), else home. No other
 * page is returned to, so a stale `from` cannot land a user on a page that is not theirs.
 */
export function afterSignIn(user: SessionUser, from: unknown): string {
  const back = typeof from === 'string' && /^\/link-account(\?|$)/.test(from);
  return back ? from : homeOf(user);
}

/** The route guard and its redirects (docs/behaviour/accounts.md#route-guard-and-redirects), as one pure function. */
export function decide(rawPath: string, user: SessionUser | null): GuardDecision {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });
  if (!user) return PUBLIC_PATHS.includes(path) ? { kind: 'render' } : redirect(paths.login);

  // A link answers for the account as it is: whether its onboarding is done does not matter.
  if (
    path === paths.adminLogin ||
    path === paths.forgotPassword ||
    path === paths.resetPassword ||
    path === paths.linkAccount
  )
    return { kind: 'render' };
  if (!user.onboarding.completed) return path === paths.onboarding ? { kind: 'render' } : redirect(paths.onboarding);

  switch (path) {
    case '/':
    case paths.login:
    case paths.onboarding:
      return redirect(homeOf(user));
    case paths.publisherSignup:
    case paths.networkSignup:
    case paths.applyInvite:
      return redirect(paths.earn);
    case paths.advertiserSignup:
      return redirect(paths.advertiseCampaigns);
    case paths.inviteSignup:
      return redirect(paths.publisherDashboard);
    case paths.publisherDashboard:
      return redirect(paths.earn);
    case paths.advertise:
      if (has(user, 'advertiser')) return redirect(paths.advertiseCampaigns);
      return has(user, 'publisher') ? { kind: 'promo' } : redirect(paths.earn);
    case paths.billing:
      if (has(user, 'publisher')) return redirect(paths.billingEarnings);
      return has(user, 'advertiser') ? redirect(paths.billingAdvertising) : { kind: 'deny' };
    case paths.billingEarnings:
      return has(user, 'publisher') ? { kind: 'render' } : { kind: 'deny' };
    case paths.billingAdvertising:
      return has(user, 'advertiser') ? { kind: 'render' } : { kind: 'deny' };
    case paths.settings:
      return { kind: 'render' };
  }
  if (isUnder(path, paths.earn)) return has(user, 'publisher') ? { kind: 'render' } : { kind: 'deny' };
  if (path === paths.advertiseCampaigns || path === paths.advertiseInsights)
    return has(user, 'advertiser') ? { kind: 'render' } : { kind: 'deny' };
  // Unknown paths: publisher → /earn, advertiser → /advertise, anyone else → /login.
  if (has(user, 'publisher')) return redirect(paths.earn);
  if (has(user, 'advertiser')) return redirect(paths.advertise);
  return redirect(paths.login);
}
