import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { arrangeOpportunities } from '../../../sdk/core/opportunities';
import { Spinner } from '../../../sdk/ui/status-view';
import { EMPTY_DASHBOARD_OPPORTUNITIES, OpportunityGroups } from '../../../sdk/widgets/opportunities-inbox';
import { paths } from '../../app/paths';
import { LoadFailed } from '../../ui/load-failed';
import type { useInbox } from './use-inbox';

type Props = { inbox: ReturnType<typeof useInbox>; podcastId: number | 'all' };

/** The dashboard's opportunities: grouped by campaign, newest first, each podcast row with its estimate and Review. */
export function DashboardOpportunities({ inbox, podcastId }: Props) {
  const { state, review } = inbox;
  useEffect(() => {
    state.loadInbox();
  }, []);
  const groups = useMemo(() => arrangeOpportunities(state.inbox.items, { advertiser: 'all', podcastId }, 'recent'), [state.inbox.items, podcastId]);
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const { status, error } = state.inbox;
  return (
    <section className="ps-card earn-card" aria-labelledby="earn-opportunities-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-opportunities-title">
          Opportunities {status === 'ready' ? <span className="ps-inbox__badge">{count}</span> : null}
        </h2>
        <Link className="ps-link" to={paths.opportunities}>View all</Link>
      </div>
      {status === 'error' && error ? <LoadFailed error={error} onRetry={state.loadInbox} /> : null}
      {status === 'loading' || status === 'idle' ? <Spinner label="Loading opportunities" /> : null}
      {status === 'ready' ? (
        <OpportunityGroups groups={groups} onReview={review} busyId={state.busyId} empty={EMPTY_DASHBOARD_OPPORTUNITIES} />
      ) : null}
    </section>
  );
}
