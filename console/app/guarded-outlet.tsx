import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { decide } from '../lib/guard';
import { Frame } from './lazy-frame';

/** Applies the guard to every navigation: redirects, "Access denied" inside the frame, or the page. */
export function GuardedOutlet() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const decision = decide(pathname, user);
  if (decision.kind === 'redirect')
    return (
      <Navigate
        to={decision.to === pathname ? '/login' : decision.to}
        replace
        state={{ from: `${pathname}${search}` }}
      />
    );
  if (decision.kind === 'deny') return <Frame denied />;
  return <Outlet />;
}
