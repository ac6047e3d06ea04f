import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { afterSignIn, decide } from '../lib/guard';
import { paths } from '../lib/paths';
import { Frame } from './lazy-frame';

/** Applies the guard to every navigation: redirects, "Access denied" inside the frame, or the page. */
export function GuardedOutlet() {
  const { pathname, search, state } = useLocation();
  const user = useSession((s) => s.user);
  const decision = decide(pathname, user);
  if (decision.kind === 'redirect') {
    // Signing in on /login leaves it at once: to the link page the user was sent from, if any, as the login page does.
    const to =
      user && pathname === paths.login ? afterSignIn(user, (state as { from?: unknown } | null)?.from) : decision.to;
    return <Navigate to={to === pathname ? '/login' : to} replace state={{ from: `${pathname}${search}` }} />;
  }
  if (decision.kind === 'deny') return <Frame denied />;
  return <Outlet />;
}
