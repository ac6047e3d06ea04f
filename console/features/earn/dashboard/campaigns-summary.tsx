import { Link } from 'react-router-dom';
import { withCampaignTab } from '@sdk/core/campaign-tabs';
import { formatCount } from '@sdk/core/format';
import { Spinner } from '@sdk/ui/status-view';
import { paths } from '../../../lib/paths';
import { LoadFailed } from '../../../ui/load-failed';
import type { DashboardCampaignsState } from './dashboard-store';

type Props = { list: Pick<DashboardCampaignsState, 'status' | 'error' | 'counts' | 'load'> };

/** The dashboard's campaign counts (for the top bar's podcast): Draft and Active (the campaigns page's tabs of the same names), and all campaigns. */
export function CampaignsSummary({ list }: Props) {
  const { counts } = list;
  const figures = [
    { tab: 'draft', label: 'Draft', count: counts.draft },
    { tab: 'active', label: 'Active', count: counts.active },
  ] as const;
  return (
    <section className="ps-card earn-card earn-summary" aria-labelledby="earn-summary-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-summary-title">
          Campaigns
        </h2>
      </div>
      {list.status === 'error' && list.error ? <LoadFailed error={list.error} onRetry={() => list.load()} /> : null}
      {list.status === 'loading' ? <Spinner label="Loading campaigns" /> : null}
      {list.status === 'ready' ? (
        <ul className="earn-summary__figures">
          {figures.map((f) => (
            <li key={f.tab}>
              <Link className="earn-summary__figure" to={`${paths.campaigns}${withCampaignTab('', f.tab)}`}>
                <span className="earn-summary__label">{f.label}</span>
                <span className="earn-summary__count" data-testid={`summary-${f.tab}`}>
                  {formatCount(f.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="earn-card__foot">
        <Link className="ps-link" to={paths.campaigns}>
          View all campaigns
        </Link>
      </div>
    </section>
  );
}
