import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../lib/api';
import { onOpportunitiesChanged } from '../lib/opportunity-count';
import { session, useSession } from '../lib/session';
import { paths } from '../lib/paths';

/**
 * Polls nothing: the count is loaded on entry, whenever the path changes, and whenever an inbox page says an accept,
 * a reject or an undo was answered. The latest request's answer wins.
 */
function useOpportunityCount(enabled: boolean) {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let latest = 0;
    const load = () => {
      const call = ++latest;
      api.get<{ count: number }>('/earn/opportunities/count').then(
        (r) => call === latest && setCount(r.count),
        () => {},
      );
    };
    load();
    const stop = onOpportunitiesChanged(load);
    return () => {
      latest = -1;
      stop();
    };
  }, [enabled, pathname]);
  return count;
}

/** The side navigation's groups by role (docs/behaviour/frame.md#side-navigation). */
export function NavItems({ onNavigate }: { onNavigate(): void }) {
  const roles = useSession((s) => s.user?.role) ?? [];
  const isPublisher = roles.includes('publisher');
  const isAdvertiser = roles.includes('advertiser');
  const count = useOpportunityCount(isPublisher);
  const navigate = useNavigate();
  const item = (to: string, label: string, extra?: ReactNode) => (
    <li>
      <NavLink to={to} end={to === paths.earn} onClick={onNavigate}>
        {label}
        {extra}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Main">
      {isPublisher ? (
        <div className="nav__group">
          <p className="nav__heading">Earn</p>
          <ul>
            {item(paths.earn, 'Dashboard')}
            {item(
              paths.opportunities,
              'Opportunities',
              count > 0 ? (
                <span className="badge" aria-label={`${count} new`}>
                  {count}
                </span>
              ) : null,
            )}
            {item(paths.campaigns, 'Campaigns')}
            {item(paths.earnInsights, 'Insights')}
            {!isAdvertiser ? item(paths.advertise, 'Advertise', <span className="tag">New</span>) : null}
          </ul>
        </div>
      ) : null}
      {isAdvertiser ? (
        <div className="nav__group">
          <p className="nav__heading">Advertise</p>
          <ul>
            {item(paths.advertiseCampaigns, 'Campaigns')}
            {item(paths.advertiseInsights, 'Insights')}
          </ul>
        </div>
      ) : null}
      <div className="nav__group">
        <p className="nav__heading">Account</p>
        <ul>
          {item(paths.billing, 'Billing')}
          {item(paths.settings, 'Settings')}
          <li>
            <button
              type="button"
              className="nav__signout"
              onClick={() => {
                session.getState().signOut();
                navigate(paths.login);
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
