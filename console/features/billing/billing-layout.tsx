import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { adoptStyles } from '@sdk/ui/styles';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import payoutsCss from '@sdk/widgets/payouts/payouts.css?raw';
import billingCss from './billing.css?raw';

adoptStyles(document, billingCss, payoutsCss);

/**
 * The billing pages' left panel (tabs on small screens): "Go back" and the two entries. An entry is listed only for a
 * role the user holds; the other side would answer "Access denied".
 */
export function BillingLayout({ side, children }: { side: 'Earnings' | 'Advertising'; children: ReactNode }) {
  const roles = useSession((s) => s.user?.role) ?? [];
  const back = roles.includes('publisher') ? paths.earn : paths.advertiseCampaigns;
  const entries: { to: string; label: string }[] = [];
  if (roles.includes('publisher')) entries.push({ to: paths.billingEarnings, label: 'Earnings' });
  if (roles.includes('advertiser')) entries.push({ to: paths.billingAdvertising, label: 'Advertising' });
  return (
    <div className="billing">
      <Breadcrumbs trail={[{ label: 'Billing', to: paths.billing }, { label: side }]} />
      <aside className="billing__panel">
        <Link to={back} className="billing__back">
          <span aria-hidden="true">←</span> Go back
        </Link>
        <nav aria-label="Billing" className="billing__entries">
          {entries.map((e) => (
            <NavLink key={e.to} to={e.to} className="billing__entry">
              {e.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="billing__body">{children}</div>
    </div>
  );
}
